import { type ComponentType, lazy, useState } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * React.lazy with a `preload()` that starts loading the module early (startupPrefetch.ts). Once loaded, a
 * new instance renders the component directly instead of suspending for a tick, so the page appears in the
 * same commit as the layout around it. A failed load may be tried again.
 */
export function preloadableLazy<P extends object>(load: Loader<P>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    // Chosen once per instance: switching from Lazy to the loaded component would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
