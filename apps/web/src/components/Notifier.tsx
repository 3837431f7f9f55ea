import type { AlertColor } from '@mui/material/Alert';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';

export interface Notice {
  message: string;
  severity?: AlertColor;
  /** Milliseconds before it hides itself; the spec's notices use 6000, the size toast 5000. */
  autoHideMs?: number;
  action?: ReactNode;
}

export interface ShownNotice extends Notice {
  key: number;
}

type Notify = (notice: Notice) => void;

const NotifyContext = createContext<Notify>(() => {});

// The Snackbar and Alert load with the first notice, keeping them out of the first page's JavaScript.
const NoticeView = lazy(() => import('./NoticeView.tsx'));

/** One place for the shop's toasts and notices (MUI Snackbar with an Alert inside). */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownNotice | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((notice) => {
    setCurrent({ ...notice, key: Date.now() + Math.random() });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <NoticeView notice={current} open={open} onClose={close} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}
