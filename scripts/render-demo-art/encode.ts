import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Output } from './jobs.ts';

/** Quality chosen so a 1200 px product shot lands around 25–45 KB: backdrops are smooth, pieces small. */
const QUALITY = 80;

/** Writes `{name}.webp` at full size and `{name}-{w}.webp` for each smaller width; returns the byte sizes. */
export async function writeWebp(png: Buffer, output: Output, folder: string): Promise<number[]> {
  await mkdir(folder, { recursive: true });
  const sizes: number[] = [];
  for (const width of [output.width, ...output.variants]) {
    const name = width === output.width ? `${output.name}.webp` : `${output.name}-${width}.webp`;
    const webp = await sharp(png)
      .resize({ width, kernel: 'lanczos3' })
      .webp({ quality: QUALITY, effort: 6, smartSubsample: true })
      .toBuffer();
    await writeFile(join(folder, name), webp);
    sizes.push(webp.length);
  }
  return sizes;
}
