import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { readUpload } from '../catalog/uploads.service.ts';
import { readDemoArt } from '../media/demo-art.ts';
import type { PictureStore } from '../media/storage/picture-store.ts';

/**
 * Link previews (WhatsApp, Instagram, Facebook, X) want a JPEG: WhatsApp shows nothing for WebP or above 300 KB.
 * Each picture of ours gets a JPEG copy made on first request from its 1200 px WebP: products as a 1200 × 1200
 * square (uploads of any shape are fitted on white), home banners as 1200 × 630, the size previews draw wide.
 */
export const SHARE_SQUARE = { width: 1200, height: 1200 } as const;
export const SHARE_WIDE = { width: 1200, height: 630 } as const;
/** The shop's own picture for pages without one (home, listings, info pages): the first home banner. */
export const DEFAULT_SHARE_SOURCE = '/media/demo/banner-0.webp';

const SHARE_PREFIX = '/media/share/';
const OUR_PICTURE = /^\/media\/(demo|uploads)\/([a-z0-9_-]+)\.webp$/;

export interface ShareImage {
  /** Path of the JPEG on this server. */
  path: string;
  width: number;
  height: number;
}

/** The JPEG that previews a page whose picture is `src`; pictures that are not ours fall back to the shop's. */
export function shareImageFor(src: string): ShareImage {
  const match = OUR_PICTURE.exec(src) ?? OUR_PICTURE.exec(DEFAULT_SHARE_SOURCE);
  const [, folder, name] = match ?? [];
  const size = name?.startsWith('banner-') ? SHARE_WIDE : SHARE_SQUARE;
  return { path: `${SHARE_PREFIX}${folder}/${name}.jpg`, ...size };
}

async function readSource(folder: string, name: string, pictures: PictureStore): Promise<Buffer | undefined> {
  const file = `${name}.webp`;
  if (folder === 'demo') return readDemoArt(file);
  if (folder === 'uploads') return readUpload(pictures, file);
  return undefined;
}

/** Made once per picture and kept (about 40 KB each); a few hundred cover a shop's shared products. */
const made = new LRUCache<string, Buffer>({ max: 300 });
const inFlight = new Map<string, Promise<Buffer | undefined>>();

/** The JPEG bytes for `/media/share/{folder}/{name}.jpg`, or undefined when there is no such picture. */
export function readShareImage(
  folder: string,
  name: string,
  pictures: PictureStore,
): Promise<Buffer | undefined> {
  const key = `${folder}/${name}`;
  const kept = made.get(key);
  if (kept) return Promise.resolve(kept);
  const running = inFlight.get(key);
  if (running) return running;
  const making = makeShareImage(folder, name, pictures).finally(() => inFlight.delete(key));
  inFlight.set(key, making);
  return making;
}

async function makeShareImage(
  folder: string,
  name: string,
  pictures: PictureStore,
): Promise<Buffer | undefined> {
  const source = await readSource(folder, name, pictures);
  if (!source) return undefined;
  const size = name.startsWith('banner-') ? SHARE_WIDE : SHARE_SQUARE;
  const jpeg = await sharp(source)
    .resize({ ...size, fit: size === SHARE_WIDE ? 'cover' : 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  made.set(`${folder}/${name}`, jpeg);
  return jpeg;
}
