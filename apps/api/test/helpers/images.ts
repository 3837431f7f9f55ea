import sharp from 'sharp';
import type { TestApp } from './test-app.ts';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(file: Buffer, filename: string, contentType: string, field = 'image') {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real photograph-sized PNG: a gradient with noise, so it does not compress to nothing. */
export async function png(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + Math.floor(i / (width * 3)) * 3) % 256;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Sends a `multipart` body to `url` (the admin's picture upload unless told) with the caller's headers. */
export function sendFile(
  t: Pick<TestApp, 'app'>,
  body: ReturnType<typeof multipart>,
  headers: Record<string, string> = {},
  options: { url?: string; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/admin/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress: options.remoteAddress,
  });
}
