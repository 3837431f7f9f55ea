import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLineStream } from '../../test/helpers/log-lines.ts';
import { buildTestApp, type TestApp } from '../../test/helpers/test-app.ts';

/** S54: the app's log lines, read back, after a client hangs up in the middle of sending its body. */
let t: TestApp;
let port: number;
const lines: { level: number; msg: string; err?: { code?: string } }[] = [];
let lineAdded: () => void = () => {};

beforeAll(async () => {
  const stream = logLineStream((line) => {
    lines.push(JSON.parse(line));
    lineAdded();
  });
  t = await buildTestApp({ template: 'empty', env: { LOG_LEVEL: 'info' }, logStream: stream });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t.close());

/** Resolves when a log line about the aborted body has been written. */
const abortLogged = () =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (lines.some((l) => /abort|database error/i.test(l.msg) || l.err?.code === 'ECONNRESET')) resolve();
    };
    lineAdded = check;
    check();
  });

describe('a client that aborts its request (S54)', () => {
  it('S54 is logged as an aborted request, not as a database error at error level', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const received = new Promise((resolve) => t.app.server.once('request', resolve));
    socket.write(
      'POST /auth/signin HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"email":"a',
    );
    // The server has the request and is reading its body; then the client goes away.
    await received;
    socket.destroy();
    await abortLogged();
    expect(lines.filter((l) => l.msg === 'database error')).toEqual([]);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.some((l) => l.msg === 'client aborted the request')).toBe(true);
  });
});
