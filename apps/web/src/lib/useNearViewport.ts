import { useEffect, useState } from 'react';

/**
 * `[ref, near]`: `near` turns true once the element given to `ref` is within `marginPx` below the screen, or
 * above it (a jump to the footer passes it). Rows below the fold load their code and data only when the
 * shopper scrolls toward them, keeping the first load small. A callback ref, so an element that appears later
 * (after the page's data) is watched too. Scroll events rather than an IntersectionObserver: an observer
 * reports only crossings, and a fast scroll can jump from below the element to above it without one.
 */
export function useNearViewport(marginPx = 600): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    const check = () => {
      if (element.getBoundingClientRect().top < window.innerHeight + marginPx) setNear(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [element, marginPx, near]);
  return [setElement, near];
}
