// React DOM evaluates with this module, in its first task.
import 'react-dom/client';
import { nextTask } from './app/nextTask.ts';

// A page opened before a deploy may ask for a chunk that no longer exists: reload once to get the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('chunkReloaded') === '1') return;
  sessionStorage.setItem('chunkReloaded', '1');
  event.preventDefault();
  window.location.reload();
});

// The browser evaluates a chunk and everything it imports statically in one task: the app's first code in one
// chunk was one task of 200–300 ms on a phone, which Total Blocking Time counts (decision 0125). So the start is
// three chunks evaluated in three tasks: React DOM, then the libraries (MUI, Emotion, the router), then the app
// (build/chunk-groups.ts). index.html preloads all three (build/preload-stages.ts): they download together.
// Not top-level await: with it the bundler puts a file of its own in front of each chunk imported here.
void nextTask()
  // Any module of the libraries' chunk evaluates it whole.
  .then(() => import('@mui/system/ThemeProvider'))
  .then(nextTask)
  .then(() => import('./app/startApp.tsx'));
