import type { AlertColor } from '@mui/material/Alert';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import type { Notice, ShownNotice } from './notice.ts';

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

  // An error belongs to the page it happened on: it does not follow the shopper to the next one. Good news
  // ("Added to your cart", with its View cart button) may.
  const { pathname } = useLocation();
  const shownSeverity = useRef<AlertColor | undefined>(undefined);
  shownSeverity.current = open ? current?.severity : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (pathname) changes
  useEffect(() => {
    if (shownSeverity.current === 'error') setOpen(false);
  }, [pathname]);

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
