/** Tiles every product's first view into one PNG to compare the pieces at a glance: `tsx contact-sheet.ts [folder] [out]`. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const folder = process.argv[2] ?? fileURLToPath(new URL('../../apps/api/assets/demo-art/', import.meta.url));
const out = process.argv[3] ?? '/tmp/contact-sheet.png';
const view = process.argv[4] ?? '0';
const tile = 200;
const columns = 10;
const names = (await readdir(folder))
  .filter((name) => new RegExp(`^\\d+-${view}\\.webp$`).test(name))
  .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
const rows = Math.ceil(names.length / columns);
const tiles = await Promise.all(
  names.map(async (name, i) => ({
    input: await sharp(join(folder, name)).resize(tile, tile).toBuffer(),
    left: (i % columns) * tile,
    top: Math.floor(i / columns) * tile,
  })),
);
await sharp({ create: { width: columns * tile, height: rows * tile, channels: 3, background: '#ffffff' } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${names.length} pictures -> ${out}`);
