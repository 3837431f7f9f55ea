import { useState } from 'react';

interface Saving {
  onSettled: () => void;
}

/**
 * A checkbox saved to the server as it is tapped (a consent): shows the tap at once and holds it until the save
 * settles, then shows what the server holds. The mutation's own state reaches React a task later (TanStack Query
 * notifies through setTimeout), and meanwhile React puts a controlled box back as it was: a quick look after the
 * tap found it unticked (whatsapp.e2e.ts, once in a CI run).
 */
export function useSavedToggle(saved: boolean | undefined, save: (value: boolean, saving: Saving) => void) {
  const [tapped, setTapped] = useState<boolean | null>(null);
  return {
    checked: tapped ?? saved ?? false,
    toggle(value: boolean) {
      setTapped(value);
      save(value, { onSettled: () => setTapped(null) });
    },
  };
}
