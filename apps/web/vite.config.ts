import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';

/** `npm run dev` proxies API calls to a running shop (`npm start`, port 3000 unless API_URL says otherwise). */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/auth', '/media', '/pay', '/health'];

export default defineConfig({
  plugins: [react(), precompress()],
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
