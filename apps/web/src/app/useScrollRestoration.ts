import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/** The page's identity: `key` is one history entry, `pathname` which page it shows. */
export interface ScrollPage {
  key: string;
  pathname: string;
}

const STORAGE_KEY = 'scrollPositions';
/** Enough history entries for any shopper's Back button; the oldest are dropped. */
const KEPT_ENTRIES = 60;
/** A page still loading gets this long to grow tall enough for its old position, unless the shopper scrolls first. */
const RESTORE_WAIT_MS = 4000;
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Where the page stood when the browser last popped a history entry. A scroll event comes at the next frame, so
 * Back pressed within a frame of a scroll would otherwise leave the entry's last position unrecorded. Added when
 * the module loads: window listeners run in the order they were added (capture or not), and this one must read the
 * position before the router's own popstate listener renders the next page.
 */
let yWhenPopped: number | null = null;
window.addEventListener('popstate', () => {
  yWhenPopped = window.scrollY;
});

function loadPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_ENTRIES)));
  } catch {
    // Storage full or blocked: Back still works within this page load.
  }
}

/** Scrolls to `y` now or, while the page is still too short (a lazy page, data on its way), as soon as it is tall enough. */
function restoreTo(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.round(window.scrollY) === Math.round(y)) return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.round(window.scrollY) === Math.round(y)) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of SHOPPER_INPUT) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of SHOPPER_INPUT) window.addEventListener(type, stop, { passive: true, once: true });
  return stop;
}

/**
 * A new page (PUSH or REPLACE to another path) opens at its top; Back and Forward (POP) return to where the
 * shopper was on that history entry, also after a reload. React Router's <ScrollRestoration> needs a data
 * router, and under `<Routes location=…>` (the sign-in dialog's background page) every navigation reads as POP,
 * so this runs above the routes on the real navigation type. Changes of the query alone (filters, sort) keep
 * the position; pages that want the top then (pagination, checkout steps) scroll themselves.
 */
export function useScrollRestoration(page: ScrollPage): void {
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  positions.current ??= loadPositions();
  const currentKey = useRef(page.key);
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => positions.current?.set(currentKey.current, window.scrollY);
    const onPageHide = () => positions.current && savePositions(positions.current);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history entry (its key)
  useLayoutEffect(() => {
    if (navigationType === 'POP' && yWhenPopped !== null)
      positions.current?.set(currentKey.current, yWhenPopped);
    yWhenPopped = null;
    currentKey.current = page.key;
    const isNewPath = previousPathname.current !== null && previousPathname.current !== page.pathname;
    previousPathname.current = page.pathname;
    if (navigationType === 'POP') {
      const saved = positions.current?.get(page.key);
      return saved === undefined ? undefined : restoreTo(saved);
    }
    if (isNewPath) window.scrollTo(0, 0);
    return undefined;
  }, [page.key]);
}
