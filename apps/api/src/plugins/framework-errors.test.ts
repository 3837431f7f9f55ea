import { connect } from 'node:net';
import { ERROR_CODES } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({
    template: 'empty',
    env: { REQUEST_TIMEOUT_SECONDS: '1', BODY_LIMIT_BYTES: '2048' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(async () => t.close());

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parseReply(text: string): RawReply {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** Sends bytes over a real socket exactly as given (no client library fixes them up) and reads the reply. */
function rawRequest(chunks: string[], options: { keepOpen?: boolean } = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', (error) => {
      // The server closes the connection after an error reply; what arrived before counts.
      if (!received) reject(error);
    });
    socket.on('close', () => resolve(parseReply(received)));
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
      if (!options.keepOpen) socket.end();
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no reply within 10 s')));
  });
}

/** The shared error shape with a code from contracts and no internal code anywhere (S45). */
function expectSharedShape(reply: RawReply, status: number, code: (typeof ERROR_CODES)[number]) {
  expect(reply.status, reply.body).toBe(status);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(reply.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
  expect(body).toMatchObject({ statusCode: status, code });
  expect(ERROR_CODES).toContain(body.code);
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(reply.body).not.toMatch(/FST_|ERR_|HPE_/);
}

describe('framework errors over a real socket', () => {
  it('S45 408: a request whose headers do not arrive in time (a slow-header client)', async () => {
    const reply = await rawRequest(['POST /auth/signin HTTP/1.1\r\nHost: shop\r\nContent-Type: appl'], {
      keepOpen: true,
    });
    expectSharedShape(reply, 408, 'REQUEST_TIMEOUT');
  });

  it('S45 413: a body over BODY_LIMIT_BYTES, announced or sent', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(4000) });
    const sent = await rawRequest([
      `POST /auth/signin HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\nConnection: close\r\n\r\n${big}`,
    ]);
    expectSharedShape(sent, 413, 'PAYLOAD_TOO_LARGE');
    const chunked = await rawRequest([
      'POST /auth/signin HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      `${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`,
    ]);
    expectSharedShape(chunked, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('S45 414: a path parameter over the router limit (was FST_ERR_MAX_PARAM_LENGTH)', async () => {
    const reply = await rawRequest([
      `GET /api/products/id/${'a'.repeat(500)} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`,
    ]);
    expectSharedShape(reply, 414, 'URI_TOO_LONG');
  });

  it('S45 415: a body that is not JSON', async () => {
    const reply = await rawRequest([
      'POST /auth/signin HTTP/1.1\r\nHost: shop\r\nContent-Type: text/plain\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello',
    ]);
    expectSharedShape(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it("S45 431: headers over Node's limit, rejected by the HTTP parser before Fastify", async () => {
    const reply = await rawRequest([
      `GET /health HTTP/1.1\r\nHost: shop\r\nX-Padding: ${'p'.repeat(20_000)}\r\n\r\n`,
    ]);
    expectSharedShape(reply, 431, 'HEADERS_TOO_LARGE');
    const longUrl = await rawRequest([`GET /health?${'q'.repeat(20_000)} HTTP/1.1\r\nHost: shop\r\n\r\n`]);
    expectSharedShape(longUrl, 431, 'HEADERS_TOO_LARGE');
  });

  it('S45 400: bytes that are not HTTP, and an address that cannot be decoded', async () => {
    expectSharedShape(await rawRequest(['HELLO THERE\r\n\r\n']), 400, 'INVALID_INPUT');
    const badUrl = await rawRequest([
      'GET /api/products/id/%zz HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n',
    ]);
    expectSharedShape(badUrl, 400, 'INVALID_INPUT');
  });
});

describe('a server that is closing', () => {
  it('S45 503: a request that arrives while the server closes gets the shared shape, not Fastify’s own', async () => {
    // /health declares its own 503 shape: the refusal must still be the shared error shape.
    const closing = await buildTestApp({ template: 'empty' });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const address = closing.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = connect(address.port, '127.0.0.1');
    socket.setEncoding('utf8');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', () => {});
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.on('connect', resolve));
    // A first request is in flight (its body half sent) when the close begins; a second follows it.
    socket.write(
      'POST /auth/signin HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = closing.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write('}GET /health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    await ended;
    await closed;
    const replies = received.split(/(?=HTTP\/1\.1 \d{3} )/).map(parseReply);
    expect(replies).toHaveLength(2);
    expect(replies[0]?.status).toBe(400);
    const refused = replies[1];
    if (!refused) throw new Error('no second reply');
    expectSharedShape(refused, 503, 'SERVICE_UNAVAILABLE');
    expect(refused.headers.connection).toBe('close');
  });
});
