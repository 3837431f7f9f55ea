import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as emotionsOwn from '@emotion/use-insertion-effect-with-fallbacks';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';
import * as standIn from './emotionInsertsWhileRendering.ts';

/*
 * vite.config.ts aliases an internal module of Emotion to emotionInsertsWhileRendering.ts (decision 0078). The
 * alias silently stops working the day Emotion renames that module, stops importing it, or changes what it
 * exports; these checks fail on that day instead.
 */
const MODULE = '@emotion/use-insertion-effect-with-fallbacks';
const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../package.json'));

/** The browser ES builds Vite bundles (package, folder): the files whose imports the alias must catch. */
const browserBuilds = [
  ['@emotion/styled', 'base/dist'],
  ['@emotion/react', 'dist'],
] as const;

describe("the stand-in for Emotion's insertion-effect module", () => {
  it('exports exactly the names of the module it replaces', () => {
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(emotionsOwn).sort());
    expect(typeof standIn.useInsertionEffectAlwaysWithSyncFallback).toBe('function');
    expect(typeof standIn.useInsertionEffectWithLayoutFallback).toBe('function');
    // Global styles keep what Emotion itself gives them (React's insertion effect): if Emotion's choice changes,
    // the stand-in has to be looked at again.
    expect(standIn.useInsertionEffectWithLayoutFallback).toBe(
      emotionsOwn.useInsertionEffectWithLayoutFallback,
    );
  });

  it('is what the styled components and the css prop of the installed Emotion import', async () => {
    const importers = new Set<string>();
    for (const [pkg, folder] of browserBuilds) {
      const dir = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), folder);
      for (const file of (await readdir(dir)).filter((name) => name.endsWith('.browser.esm.js'))) {
        const source = await readFile(path.join(dir, file), 'utf8');
        const imported = source.match(new RegExp(`import \\{([^}]*)\\} from '${MODULE}'`))?.[1] ?? '';
        if (imported.includes('useInsertionEffectAlwaysWithSyncFallback')) importers.add(pkg);
      }
    }
    expect([...importers].sort()).toEqual(['@emotion/react', '@emotion/styled']);
  });

  it('is what vite.config.ts puts in its place', () => {
    const aliases = (viteConfig.resolve?.alias ?? []) as { find: RegExp | string; replacement: string }[];
    const alias = aliases.find((entry) =>
      typeof entry.find === 'string' ? entry.find === MODULE : entry.find.test(MODULE),
    );
    expect(alias?.replacement).toBe(
      fileURLToPath(new URL('./emotionInsertsWhileRendering.ts', import.meta.url)),
    );
  });
});
