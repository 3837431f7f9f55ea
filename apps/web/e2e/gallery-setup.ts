import sharp from 'sharp';
import { baseUrl } from './support.ts';

/** A square PNG of a ring on a coloured ground, 1600 px so every width variant is really smaller. */
export async function ringPicture(ground: string, metal = '#c9a45c', size = 1600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
    <rect width="600" height="600" fill="${ground}"/>
    <circle cx="300" cy="320" r="150" fill="none" stroke="${metal}" stroke-width="34"/>
    <circle cx="300" cy="165" r="40" fill="#e8f0ff" stroke="#b08d57" stroke-width="8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads a picture through the admin API (as the admin form does) and answers its URL. */
export async function uploadPicture(adminJwt: string, png: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const response = await fetch(`${baseUrl()}/api/admin/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminJwt}` },
    body: form,
  });
  const body = (await response.json()) as { url?: string };
  if (!response.ok || !body.url) throw new Error(`upload → ${response.status} ${JSON.stringify(body)}`);
  return body.url;
}
