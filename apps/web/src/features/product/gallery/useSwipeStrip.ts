import type { EmblaCarouselType } from 'embla-carousel';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A strip of full-width slides showing `selected`. Until Embla arrives the strip is placed with a CSS
 * transform (buttons and thumbnails already work); Embla, which adds swiping, is fetched after the first
 * paint and only when there is more than one picture, so it costs the product page's first load nothing.
 */
export function useSwipeStrip({
  enabled,
  selected,
  onSelect,
  duration,
}: {
  enabled: boolean;
  selected: number;
  onSelect: (index: number) => void;
  duration: number;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [strip, setStrip] = useState<EmblaCarouselType | null>(null);
  const latest = useRef({ selected, onSelect });
  latest.current = { selected, onSelect };

  useEffect(() => {
    if (!enabled) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const node = root.current;
      if (cancelled || !node) return;
      carousel = EmblaCarousel(node, { startIndex: latest.current.selected, duration });
      const current = carousel;
      current.on('select', () => latest.current.onSelect(current.selectedScrollSnap()));
      // A transition: the gallery's render with Embla is sliced, not one task of its own at default priority.
      startTransition(() => setStrip(current));
    });
    return () => {
      cancelled = true;
      carousel?.destroy();
      setStrip(null);
    };
  }, [enabled, duration]);

  // Before Embla (or without it): the container moves by whole slides.
  useLayoutEffect(() => {
    const container = root.current?.firstElementChild as HTMLElement | null;
    if (!strip && container) container.style.transform = `translate3d(${-selected * 100}%, 0, 0)`;
  }, [strip, selected]);

  return { root, strip };
}
