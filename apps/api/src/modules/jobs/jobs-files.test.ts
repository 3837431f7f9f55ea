import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = join(import.meta.dirname, '..');

function shippedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shippedFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Issue 41: a newcomer finds every background job of a module in its `*-jobs.ts` (ARCHITECTURE.md's table). */
describe('job definitions', () => {
  it('live only in a module’s *-jobs.ts', () => {
    const defining = shippedFiles(MODULES)
      .filter((path) => /\bjobs\.define\s*[<(]/.test(readFileSync(path, 'utf8').replace(/^\s*\*.*$/gm, '')))
      .map((path) => relative(MODULES, path));
    expect(defining.length).toBeGreaterThan(5);
    expect(defining.filter((path) => !path.endsWith('-jobs.ts'))).toEqual([]);
  });

  it('are each listed in ARCHITECTURE.md’s jobs table', () => {
    const architecture = readFileSync(join(MODULES, '../../../../ARCHITECTURE.md'), 'utf8');
    // Names written in a define of a *-jobs.ts, as a *_JOB constant, or given to an outbox channel's sender.
    const names = shippedFiles(MODULES).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const pattern = path.endsWith('-jobs.ts')
        ? /(?:name: |_JOB = )'([a-z0-9.-]+)'/g
        : /(?:_JOB = |startOutboxSender\(app, )'([a-z0-9.-]+)'/g;
      return [...text.matchAll(pattern)].map((m) => m[1] as string);
    });
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !architecture.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
