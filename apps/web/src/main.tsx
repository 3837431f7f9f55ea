import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { loadFonts } from './app/fonts.ts';
import { makeQueryClient, Providers } from './app/Providers.tsx';
import { startupPrefetch } from './app/startupPrefetch.ts';

// A page opened before a deploy may ask for a chunk that no longer exists: reload once to get the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('chunkReloaded') === '1') return;
  sessionStorage.setItem('chunkReloaded', '1');
  event.preventDefault();
  window.location.reload();
});

loadFonts();
const queryClient = makeQueryClient();
startupPrefetch(queryClient, window.location);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Providers client={queryClient}>
        <App />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
