import './app/zodWithoutEval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { whenSpinnerEnds } from './app/boot.ts';
import { loadFonts } from './app/fonts.ts';
import { makeQueryClient, Providers } from './app/Providers.tsx';
import { startupPrefetch } from './app/startupPrefetch.ts';
import { watchServedPage } from './lib/servedState.ts';

// A page opened before a deploy may ask for a chunk that no longer exists: reload once to get the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('chunkReloaded') === '1') return;
  sessionStorage.setItem('chunkReloaded', '1');
  event.preventDefault();
  window.location.reload();
});

loadFonts();
const queryClient = makeQueryClient();
const firstPageReady = startupPrefetch(queryClient, window.location);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// What the shopper does on the served page until the app replaces it is carried into the app (decision 0123).
watchServedPage(root);

// The server's content shows from the end of the start-up spinner until the app's first render replaces it whole
// (new boxes, not moved ones: no layout shift). Rendered as a transition, React works in slices and the main
// thread stays responsive meanwhile.
// A first page whose data never comes (the spec sets no HTTP time-out) renders its own loading state after 5 s.
const readyOrLate = Promise.race([firstPageReady, new Promise((resolve) => setTimeout(resolve, 5000))]);
void Promise.all([whenSpinnerEnds(), readyOrLate]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter useTransitions={false}>
          <Providers client={queryClient}>
            <App />
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    ),
  ),
);
