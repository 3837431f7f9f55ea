import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../../lib/errors.ts';
import { workLimit } from '../../lib/work-limit.ts';
import type { PictureStore } from '../media/storage/picture-store.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Width variants for `srcset`, beside the main file (at most MAX_WIDTH wide): `<name>-400.webp`, `<name>-800.webp`. */
export const VARIANT_WIDTHS = [400, 800] as const;
export const MAX_WIDTH = 1200;
export const UPLOADS_URL_PREFIX = '/media/uploads/';
/** Only names we made: 128 random bits, an optional width, WebP or its AVIF copy. Nothing else can be asked for. */
export const UPLOAD_FILE_NAME = /^[a-f0-9]{32}(?:-(?:400|800))?\.(?:webp|avif)$/;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Decompression bombs: a 5 MB file may claim a huge canvas; refuse above ~50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
/** A side longer than this is no product photo (and past what the WebP copies can hold): refused from the header. */
export const MAX_SIDE_PIXELS = 12_000;
/** Pictures decoded and encoded at once in this process; the others wait (S71). */
const PICTURE_WORK = workLimit(2);

/** Pictures being decoded and waiting their turn in this process, for `/metrics` (S71). */
export const pictureWorkLoad = () => PICTURE_WORK.load();

const notAnImage = () => badRequest('The file must be a JPEG, PNG or WebP image');

/**
 * Checks the bytes (not the name or the declared type) with sharp, re-encodes to WebP without metadata at
 * the main size and each variant width, and stores them under random names (on disk or in the bucket). Answers
 * the main URL, which is the shop's own address whatever the storage (so srcset and every instance work).
 */
export async function storeImage(store: PictureStore, input: Buffer): Promise<{ url: string; name: string }> {
  // The header alone (no pixel decoded): format, width and height, refused before any decoding work (S71).
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!header.format || !ACCEPTED_FORMATS.has(header.format)) throw notAnImage();
  const { width = 0, height = 0 } = header;
  if (
    width < 1 ||
    height < 1 ||
    width > MAX_SIDE_PIXELS ||
    height > MAX_SIDE_PIXELS ||
    width * height > MAX_INPUT_PIXELS
  )
    throw badRequest(
      `The picture is ${width} × ${height} pixels: at most ${MAX_SIDE_PIXELS} on a side and ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    );

  const name = randomBytes(16).toString('hex');
  let outputs: { file: string; data: Buffer }[];
  try {
    outputs = await PICTURE_WORK(() => encodeCopies(input, name));
  } catch {
    // A valid header over a broken body (truncated or corrupt data).
    throw notAnImage();
  }

  try {
    for (const { file, data } of outputs) await store.put(file, data, 'image/webp');
  } catch (error) {
    await Promise.all(outputs.map(({ file }) => store.remove(file).catch(() => {})));
    throw error;
  }
  return { url: `${UPLOADS_URL_PREFIX}${name}.webp`, name };
}

/** The main WebP and its width variants of an upload whose header was checked. */
async function encodeCopies(input: Buffer, name: string): Promise<{ file: string; data: Buffer }[]> {
  // Decode the upload once, upright and at most MAX_WIDTH wide; every file is encoded from those pixels.
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (width: number) =>
    sharp(data, pixels).resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  const outputs = [{ file: `${name}.webp`, data: await encode(MAX_WIDTH) }];
  for (const width of VARIANT_WIDTHS)
    outputs.push({ file: `${name}-${width}.webp`, data: await encode(width) });
  return outputs;
}

/** The bytes of a stored upload, or undefined when there is no such file. */
export async function readUpload(store: PictureStore, file: string): Promise<Buffer | undefined> {
  if (!UPLOAD_FILE_NAME.test(file)) return undefined;
  return store.get(file);
}
