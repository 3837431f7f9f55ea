import sharp from 'sharp';
import type { PictureStore } from '../media/storage/picture-store.ts';
import { MAX_WIDTH, VARIANT_WIDTHS } from './uploads.service.ts';

/** The job that writes an upload's AVIF copies (encoding takes seconds, so never in the upload's request). */
export const AVIF_JOB = 'pictures.avif-copies';

/** `{name}.avif` (1200 wide), `{name}-800.avif`, `{name}-400.avif`: the same widths as the WebP files. */
export const avifFiles = (name: string) => [
  { file: `${name}.avif`, width: MAX_WIDTH },
  ...VARIANT_WIDTHS.map((width) => ({ file: `${name}-${width}.avif`, width })),
];

/**
 * Encodes the AVIF copies of an upload from its largest WebP and stores those not stored yet, so a retry after
 * a failure part-way finishes the job instead of starting over. An upload that is gone has nothing to copy.
 */
export async function writeAvifCopies(store: PictureStore, name: string): Promise<number> {
  const source = await store.get(`${name}.webp`);
  if (!source) return 0;
  let written = 0;
  for (const { file, width } of avifFiles(name)) {
    if (await store.get(file)) continue;
    const data = await sharp(source)
      .resize({ width, withoutEnlargement: true })
      .avif({ quality: 55, effort: 4 })
      .toBuffer();
    await store.put(file, data, 'image/avif');
    written += 1;
  }
  return written;
}
