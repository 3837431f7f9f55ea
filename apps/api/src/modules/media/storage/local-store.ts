import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PictureStore } from './picture-store.ts';

export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** DATA_DIR/uploads on this machine: the default, right for one instance. */
export class LocalPictureStore implements PictureStore {
  readonly kind = 'local' as const;
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = uploadsDir(dataDir);
  }

  async put(name: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, name), data, { flag: 'wx' });
  }

  async get(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(path.join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(path.join(this.dir, name), { force: true });
  }

  publicUrl(): undefined {
    return undefined;
  }
}
