/**
 * The Go example receiver (examples/webhook-receiver/main.go) compiles, passes `go vet` and gofmt, and answers exactly
 * like receiver.ts: built with Debian's Go (tests/go.ts: no download, caches outside the tree), started with PORT=0
 * on a free port, it gets the shared table of tests/webhook-receiver-contract.ts.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {goMissing, gofmtList, runGo} from '../go';
import {RECEIVER_DIR, receiverContract} from '../webhook-receiver-contract';

let outDir = '';
let receiver: ChildProcess | undefined;
let origin = '';
const logged: string[] = [];
let built: {build: string; vet: string} | undefined;

/** Starts the binary and resolves with its address once it says it is listening. */
function start(binary: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [], {env: {...process.env, PORT: '0'}, stdio: ['ignore', 'pipe', 'pipe']});
    receiver = child;
    let pending = '';
    const onOutput = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      logged.push(...lines);
      for (const line of lines) {
        const listening = /OpenIM webhook receiver on (http:\/\/127\.0\.0\.1:\d+)\/callbackExample$/.exec(line);
        if (listening) resolve(listening[1]);
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the receiver exited (${code}) before listening:\n${logged.join('\n')}`)));
  });
}

beforeAll(async () => {
  const missing = goMissing();
  if (missing) throw new Error(missing);
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openim-go-receiver-'));
  const binary = path.join(outDir, 'openim-webhook-receiver');
  const [build, vet] = await Promise.all([runGo(['build', '-o', binary, '.'], RECEIVER_DIR), runGo(['vet', '.'], RECEIVER_DIR)]);
  built = {build: build.ok ? '' : build.output, vet: vet.ok ? '' : vet.output};
  if (!build.ok) throw new Error(`go build failed in examples/webhook-receiver:\n${build.output}`);
  origin = await start(binary);
}, 180_000);

afterAll(() => {
  receiver?.kill();
  if (outDir) fs.rmSync(outDir, {recursive: true, force: true});
});

describe('main.go', () => {
  it('builds, and go vet and gofmt have nothing to say', async () => {
    expect(built?.build, 'go build').toBe('');
    expect(built?.vet, 'go vet').toBe('');
    expect(await gofmtList(RECEIVER_DIR), 'gofmt -l (run gofmt -w on these)').toEqual([]);
  });

  receiverContract({origin: () => origin, logs: () => logged});
});
