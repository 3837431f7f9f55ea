import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';
import { preloadStages } from './build/preload-stages.ts';

/** `npm run dev` proxies API calls to a running shop (`npm start`, port 3000 unless API_URL says otherwise). */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/auth', '/media', '/pay', '/health'];

export default defineConfig({
  plugins: [react(), preloadStages(), precompress()],
  resolve: {
    alias: [
      // Emotion inserts its CSS rules while a component renders, not in React's commit (decision 0078).
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: fileURLToPath(new URL('./src/app/emotionInsertsWhileRendering.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json maps each route's module to its chunks; `npm run bench` weighs routes with it.
    manifest: true,
    // Every browser the shop targets (ES2022) preloads modules itself but Safari 16, which then loads the start's
    // chunks one after the other; the polyfill (0.4 KB gzip) would count in the home page's 150 KB (decision 0125).
    modulePreload: { polyfill: false },
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
