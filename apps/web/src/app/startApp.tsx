import './zodWithoutEval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { watchServedPage } from '../lib/servedState.ts';
import { App } from './App.tsx';
import { whenSpinnerEnds } from './boot.ts';
import { loadFonts } from './fonts.ts';
import { makeQueryClient, Providers } from './Providers.tsx';
import { startupPrefetch } from './startupPrefetch.ts';

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
