import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for tests, as one in front of a real deployment behaves: round robin over the
 * instances; a request an instance refused before answering (connection refused or reset, or its 503 while it
 * shuts down) is sent to the next one. The body is buffered so it can be sent again.
 */
export interface Balancer {
  url: string;
  /** How many requests each instance answered. */
  answered: Map<number, number>;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function forward(port: number, method: string, path: string, headers: IncomingHttpHeaders, body: Buffer) {
  return new Promise<Reply>((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { ...headers, connection: 'close' } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 502,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function startBalancer(ports: number[]): Promise<Balancer> {
  let next = 0;
  const answered = new Map<number, number>();
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks);
      const start = next++;
      for (let i = 0; i < ports.length * 2; i++) {
        const port = ports[(start + i) % ports.length] as number;
        try {
          const reply = await forward(
            port,
            incoming.method ?? 'GET',
            incoming.url ?? '/',
            incoming.headers,
            body,
          );
          // An instance that is shutting down turns requests away before running them: try another.
          if (reply.status === 503 && reply.headers.connection === 'close') continue;
          answered.set(port, (answered.get(port) ?? 0) + 1);
          outgoing.writeHead(reply.status, { ...reply.headers, connection: 'close' });
          outgoing.end(reply.body);
          return;
        } catch {
          // Refused or reset before an answer: the request never ran there (or its transaction rolled back).
        }
      }
      outgoing.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
