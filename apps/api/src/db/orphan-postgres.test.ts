import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stopOrphanPostgres } from './orphan-postgres.ts';

let clusterDir: string;
const pidFile = () => path.join(clusterDir, 'postmaster.pid');
const writePidFile = (pid: number) => writeFile(pidFile(), `${pid}\n${clusterDir}\n1700000000\n5432\n`);

beforeEach(async () => {
  clusterDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'shop-orphan-')), 'pg');
  await mkdir(clusterDir);
});
afterEach(async () => rm(path.dirname(clusterDir), { recursive: true, force: true }));

describe('a PostgreSQL left behind on a data directory', () => {
  it('S40 finds nothing to do without a pid file', async () => {
    expect(await stopOrphanPostgres(clusterDir)).toBe('none');
  });

  it('S40 leaves a pid file of a process that is gone to PostgreSQL, which handles it itself', async () => {
    const done = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => done.once('exit', resolve));
    if (!done.pid) throw new Error('no pid');
    await writePidFile(done.pid);
    expect(await stopOrphanPostgres(clusterDir)).toBe('stale-pid-file');
    expect(existsSync(pidFile())).toBe(true);
  });

  it('S40 removes a pid file whose pid now belongs to another program, and stops nothing', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      if (!other.pid) throw new Error('no pid');
      await writePidFile(other.pid);
      expect(await stopOrphanPostgres(clusterDir)).toBe('stale-pid-file');
      expect(existsSync(pidFile())).toBe(false);
      expect(other.exitCode).toBeNull();
    } finally {
      other.kill('SIGKILL');
    }
  });
});
