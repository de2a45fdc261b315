/**
 * Debian's Go for the tests that compile Go (tests/unit/webhook-receiver-go.test.ts, tests/content/go-snippets.test.ts).
 * `npm test` installs it first (scripts/ensure-system-packages.mjs, which reads the same GO_PATH).
 *
 * Go must not touch the network or the tree: no toolchain switch, no module proxy, no checksum database, and its
 * build cache and module cache live in the system's temp directory, shared by the test files of a run and kept for the
 * next run (Go trims its cache itself). Nothing is written under the repository.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const GO = process.env.GO_PATH ?? '/usr/bin/go';

/** Why the Go tests cannot run, or undefined when Go is there. */
export function goMissing(): string | undefined {
  if (fs.existsSync(GO)) return undefined;
  return (
    `The Go tests need Debian's golang-go at ${GO} (or set GO_PATH). ` +
    `As root, \`node scripts/ensure-system-packages.mjs golang-go\` installs it (npm test does); ` +
    `otherwise: sudo apt-get update && sudo apt-get install -y golang-go`
  );
}

const CACHE = path.join(os.tmpdir(), `openim-docs-go-${process.getuid?.() ?? 'user'}`);

/** The environment every go command runs in. */
export function goEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GOENV: 'off', // ignore the user's `go env -w` settings
    GOFLAGS: '',
    GO111MODULE: 'on',
    GOWORK: 'off',
    GOTOOLCHAIN: 'local', // never download another Go
    GOPROXY: 'off', // never download a module
    GOSUMDB: 'off',
    GOTELEMETRY: 'off',
    CGO_ENABLED: '0', // no C compiler needed
    GOCACHE: path.join(CACHE, 'build'),
    GOPATH: path.join(CACHE, 'path'),
    GOMODCACHE: path.join(CACHE, 'path', 'pkg', 'mod'),
  };
}

export interface GoResult {
  ok: boolean;
  output: string;
}

/** Runs `go <args>` in `cwd`; resolves with its combined output and whether it exited 0. */
export function runGo(args: string[], cwd: string): Promise<GoResult> {
  return new Promise((resolve) => {
    execFile(GO, args, {cwd, env: goEnv(), maxBuffer: 16 * 1024 * 1024}, (error, stdout, stderr) => {
      resolve({ok: error === null, output: `${stdout}${stderr}`.trim()});
    });
  });
}

/** The Go files under `dir` that gofmt would change (gofmt from the same Go as GO), relative to `dir`. */
export function gofmtList(dir: string): Promise<string[]> {
  const gofmt = path.join(path.dirname(fs.realpathSync(GO)), 'gofmt');
  return new Promise((resolve, reject) => {
    execFile(gofmt, ['-l', '.'], {cwd: dir, env: goEnv()}, (error, stdout, stderr) => {
      if (error) reject(new Error(`gofmt -l failed in ${dir}:\n${stderr}`));
      else resolve(stdout.split('\n').filter(Boolean));
    });
  });
}
