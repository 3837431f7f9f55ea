import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedFolderError, startEmbeddedPostgres } from './embedded.ts';

const asRoot = process.getuid?.() === 0;
let closed: string | undefined;
afterAll(async () => {
  if (closed) await rm(closed, { recursive: true, force: true });
});

describe('the embedded PostgreSQL as root in a folder other users cannot enter', () => {
  it.skipIf(!asRoot)('refuses at once with one line that names the folder and what to do', async () => {
    closed = await mkdtemp(path.join(os.tmpdir(), 'shop-closed-'));
    await chmod(closed, 0o700);
    const started = startEmbeddedPostgres(path.join(closed, 'data'), 'shop');
    await expect(started).rejects.toBeInstanceOf(EmbeddedFolderError);
    const message = await started.catch((error: Error) => error.message);
    expect(message).not.toContain('\n');
    expect(message).toContain(`cannot enter ${closed}`);
    expect(message).toMatch(/set DATA_DIR to a folder outside it/);
  });
});
