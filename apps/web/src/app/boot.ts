/** What index.html's boot script tells the app about the start-up spinner it shows and ends (decision 0076). */
interface BootState {
  done: boolean;
}

declare global {
  interface Window {
    moonmadeBoot?: BootState;
  }
}

/**
 * Resolves when the page's start-up spinner has ended (at once on a later load of the session). A page without
 * the boot script (opened from a file, or the script refused) has no spinner to wait for.
 */
export function whenSpinnerEnds(): Promise<void> {
  if (!window.moonmadeBoot || window.moonmadeBoot.done) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener('moonmade:booted', () => resolve(), { once: true }),
  );
}
