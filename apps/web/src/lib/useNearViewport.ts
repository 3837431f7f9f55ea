import { useCallback, useState } from 'react';

/** How far above the screen an element still counts as near: any page's height, so a jump past it counts. */
const ABOVE_PX = 100_000;

/**
 * `[ref, near]`: `near` turns true once the element given to `ref` is within `marginPx` below the screen, or
 * above it (a jump to the footer passes it). Rows below the fold load their code and data only when the
 * shopper scrolls toward them, keeping the first load small. A callback ref, so an element that appears later
 * (after the page's data) is watched too.
 *
 * An IntersectionObserver whose root reaches far above the screen: it answers after the browser's own layout,
 * so the first look costs no forced layout in the app's first render, and the ref sets no state while React
 * commits (a state change there re-renders the whole page at once, in one long task).
 */
export function useNearViewport(
  marginPx = 600,
): [(element: Element | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(false);
  const watch = useCallback(
    (element: Element | null) => {
      if (!element) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: `${ABOVE_PX}px 0px ${marginPx}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [marginPx],
  );
  return [watch, near];
}
