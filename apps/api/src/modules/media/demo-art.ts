import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_AVIF_WIDTHS, THIRD_LEVEL_CATEGORIES } from '@shop/contracts';

/**
 * The demo catalogue's pictures: WebP and AVIF files rendered by `npm run render:demo-art` and committed under
 * apps/api/assets/demo-art. Found from this file's location so the server works from any directory.
 */
export const DEMO_ART_DIR = fileURLToPath(new URL('../../../assets/demo-art/', import.meta.url));

/** Views per demo product: front, three-quarter angle, and a close detail or worn shot. */
export const DEMO_VIEWS = 3;

const CATEGORY = `category-(?:${THIRD_LEVEL_CATEGORIES.join('|')})`;
const avifWidths = (kind: keyof typeof DEMO_AVIF_WIDTHS) => `-(?:${DEMO_AVIF_WIDTHS[kind].join('|')})\\.avif`;

/**
 * Every name the folder may hold; anything else (and any path) is refused before touching the disk. WebP at full
 * size, 400 and 800 px (what the spec's client gets), and AVIF widths for browsers (`-{width}.avif`).
 */
export const DEMO_ART_FILE = new RegExp(
  `^(?:(?:\\d{1,3}-\\d|banner-\\d|${CATEGORY})(?:-(?:400|800))?\\.webp` +
    `|\\d{1,3}-\\d${avifWidths('product')}|banner-\\d${avifWidths('banner')}|${CATEGORY}${avifWidths('category')})$`,
);

export function demoImageUrl(variant: number, view: number): string {
  return `/media/demo/${variant}-${view}.webp`;
}

// The whole folder is a few MB and never changes while the server runs.
const cache = new Map<string, Buffer>();

/** The bytes of a demo picture, or undefined for a name that is not one. */
export async function readDemoArt(file: string): Promise<Buffer | undefined> {
  if (!DEMO_ART_FILE.test(file)) return undefined;
  const cached = cache.get(file);
  if (cached) return cached;
  try {
    const data = await readFile(path.join(DEMO_ART_DIR, file));
    cache.set(file, data);
    return data;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
