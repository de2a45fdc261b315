/**
 * The TypeScript example receiver (examples/webhook-receiver/receiver.ts) answers as the webhooks pages say: started
 * on a loopback port, it gets the request files, the cases around them and the catalogue's own request examples
 * (tests/webhook-receiver-contract.ts, the table the Go receiver is tested with too).
 */
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {afterAll, beforeAll, describe} from 'vitest';
import {createReceiver} from '../../examples/webhook-receiver/receiver';
import {receiverContract} from '../webhook-receiver-contract';

let server: Server;
let origin = '';
const logged: string[] = [];

beforeAll(async () => {
  server = createReceiver({log: (line) => logged.push(line)});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('receiver.ts', () => {
  receiverContract({origin: () => origin, logs: () => logged});
});
