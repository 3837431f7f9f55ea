/**
 * Who listens to one localStorage key: `notify` tells this tab's listeners of a change it wrote; another tab's
 * change reaches them through the `storage` event. `subscribe` is what useSyncExternalStore takes.
 */
export function storageListeners(key: string) {
  const listeners = new Set<() => void>();
  return {
    notify(): void {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
