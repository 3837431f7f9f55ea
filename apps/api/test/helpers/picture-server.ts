import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A 600×600 JPEG, the size of a typical product picture on a shop's CDN. */
export const sampleJpeg = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: '#b76e79' } })
    .jpeg()
    .toBuffer();

/** A picture host on loopback answering with `handler`; `base` is its `/files/` address. */
export async function startPictureServer(
  handler: http.RequestListener,
): Promise<{ server: http.Server; base: string }> {
  const server = http.createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/files/` };
}
