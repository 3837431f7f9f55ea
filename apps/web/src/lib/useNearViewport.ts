import { useEffect, useState } from 'react';

/**
 * `[ref, near]`: `near` turns true once the element given to `ref` comes within `margin` of the screen. Rows
 * below the fold load their code and data only when the shopper scrolls toward them, keeping the first load
 * small. A callback ref, so an element that appears later (after the page's data) is watched too.
 */
export function useNearViewport(margin = '600px'): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}
