import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const ENTRY = source('main.tsx');

type ModuleInfoLookup = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Import lists are taken before tree-shaking: @shop/contracts' index names the Zod schemas that the browser
 * never runs (see `moduleSideEffects` below), so the walk stops there and Zod stays out of the groups.
 */
const NOT_FOLLOWED = /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/]schemas[\\/]/;

/** A library's index that re-exports many modules: what it names is not what the app uses, so it is not followed. */
const isBarrel = (id: string, imports: readonly string[]) =>
  /[\\/]node_modules[\\/].*[\\/]index\.m?js$/.test(id) && imports.length > 4;

function staticClosure(roots: string[], context: ModuleInfoLookup): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || NOT_FOLLOWED.test(id)) continue;
    seen.add(id);
    const imports = context.getModuleInfo(id)?.importedIds ?? [];
    if (!isBarrel(id, imports)) stack.push(...imports);
  }
  return seen;
}

/**
 * Fewer, larger chunks: on a slow phone each extra file costs a round trip, and the browser opens only a few
 * connections at once. Everything the entry imports statically (the home page, the layout, React, MUI's core)
 * goes in one chunk instead of a dozen; lazy pages are split as usual.
 */
function chunkGroups() {
  let entry: Set<string> | undefined;
  return {
    groups: [
      {
        name(id: string, context: ModuleInfoLookup) {
          entry ??= staticClosure([ENTRY], context);
          return entry.has(id) ? 'app' : null;
        },
      },
    ],
  };
}

/** The font files the first screen uses (fontsource names); preloaded so text does not reflow when they come. */
const FIRST_SCREEN_FONTS = [
  /^assets\/inter-latin-400-normal-[\w-]+\.woff2$/,
  /^assets\/inter-latin-600-normal-[\w-]+\.woff2$/,
  /^assets\/cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/,
];

function preloadFonts(): Plugin {
  return {
    name: 'shop:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return FIRST_SCREEN_FONTS.map((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`preloadFonts: no built font matches ${pattern}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

/**
 * Writes a .br and a .gz copy next to every text file of the build; the server sends them to browsers that
 * accept them (@fastify/static `preCompressed`), so slow phones download about a third of the bytes.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(js|css|html|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/** `npm run dev` proxies API calls to a running shop (`npm start`, port 3000 unless API_URL says otherwise). */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/auth', '/media', '/pay', '/health'];

export default defineConfig({
  plugins: [react(), preloadFonts(), precompress()],
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json maps each route's module to its chunks; `npm run bench` weighs routes with it.
    manifest: true,
    // Source maps stay out of the served folder; the bundle report in the e2e run reads sizes from dist.
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: { codeSplitting: chunkGroups() },
      treeshake: {
        // @shop/contracts is plain constants, functions and Zod schemas: a schema module nobody imports
        // (the API's) must not drag Zod into the first page's bundle.
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiUrl, changeOrigin: false }])),
  },
});
