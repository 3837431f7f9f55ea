// What a server-rendered product page costs per request, drawn two ways from one product's JSON: the server template the shop uses (apps/api/src/modules/storefront) and React's
// renderToString of the app's real ProductPage with its providers and Emotion styles (decision 0048).
// With a shop running at SHOP_URL (default http://localhost:3000) and a built web app:
//   NODE_ENV=production npx tsx --tsconfig bench/ssr-cost/tsconfig.json bench/ssr-cost/measure.tsx
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { productPage, type Site } from '../../apps/api/src/modules/storefront/page-facts.ts';
import { loadPageShell } from '../../apps/api/src/modules/storefront/page-shell.ts';
import { makeQueryClient, Providers } from '../../apps/web/src/app/Providers.tsx';
import ProductPage from '../../apps/web/src/features/product/ProductPage.tsx';
import { productQuery } from '../../apps/web/src/lib/productQuery.ts';

const base = process.env.SHOP_URL ?? 'http://localhost:3000';
const list = (await (await fetch(`${base}/api/products?pageSize=1`)).json()) as { content: { id: string }[] };
const id = list.content[0]?.id ?? '';
const product = await (await fetch(`${base}/api/products/id/${id}`)).json();

// Browser globals the app reads while rendering (never in effects, which renderToString does not run).
const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
Object.assign(globalThis, {
  window: globalThis,
  localStorage: storage,
  sessionStorage: storage,
  navigator: { userAgent: 'node' },
  location: new URL(`${base}/product/${id}`),
});

const site: Site = {
  appUrl: base,
  shopName: 'MoonMade',
  shell: loadPageShell('apps/web/dist'),
  infoPages: new Map(),
  seller: { legalName: 'MoonMade Crafts Private Limited', address: 'Bengaluru', countryOfOrigin: 'India' },
};

function reactPage(): string {
  const client = makeQueryClient();
  client.setQueryData(productQuery(id).queryKey, product);
  return renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={[`/product/${id}`]}>
        <Providers client={client}>
          <Routes>
            <Route path="product/:productId" element={<ProductPage />} />
          </Routes>
        </Providers>
      </MemoryRouter>
    </StrictMode>,
  );
}

function time(name: string, render: () => string, runs = 300) {
  for (let i = 0; i < 30; i++) render();
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < runs; i++) bytes = render().length;
  const ms = (performance.now() - started) / runs;
  console.log(`${name}: ${ms.toFixed(3)} ms per page, ${Math.round(bytes / 1024)} KB of HTML`);
  return ms;
}

const template = time('server template', () => productPage(site, product));
const react = time('React renderToString', reactPage, 100);
console.log(`React costs ${Math.round(react / template)} × the template per render`);
