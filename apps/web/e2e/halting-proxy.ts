import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseUrl } from './support.ts';

/** Headers the proxy does not pass on: `fetch` has already decoded the body, and the proxy sends it whole. */
const HOP_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/**
 * A loopback proxy to the shop under test that sends each HTML page in two parts, `pauseMs` apart, cut just before
 * `cutBefore`: a slow line's way of delivering a page, which makes the browser lay out the part it has.
 */
export async function haltingProxy(cutBefore: string, pauseMs: number) {
  const server: Server = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', baseUrl()), {
      headers: { accept: req.headers.accept ?? '*/*' },
    });
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) headers[name] = value;
    });
    res.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const cut = (upstream.headers.get('content-type') ?? '').startsWith('text/html')
      ? body.indexOf(cutBefore)
      : -1;
    if (cut < 0) {
      res.end(body);
      return;
    }
    res.write(body.subarray(0, cut));
    setTimeout(() => res.end(body.subarray(cut)), pauseMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
