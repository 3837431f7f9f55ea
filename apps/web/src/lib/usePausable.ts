import { startTransition, useCallback, useEffect, useState } from 'react';

/** Whether a media query matches now, updated when it changes. */
export function useMediaMatch(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaMatch('(prefers-reduced-motion: reduce)');
}

/**
 * Calls `step` every `everyMs` unless paused: while hovered or focused, while the tab is hidden, and never
 * for people who prefer reduced motion. Returns handlers to spread on the carousel's root.
 *
 * The step runs as a transition: an update from a timer is otherwise rendered in one task, and a carousel's turn
 * was one of the home page's long tasks after the take-over (decision 0127); React renders a transition in slices.
 */
export function useAutoplay(step: () => void, everyMs: number, enabled = true) {
  const reduced = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = !enabled || reduced || hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') startTransition(step);
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [paused, step, everyMs]);

  const onFocus = useCallback(() => setFocused(true), []);
  const onBlur = useCallback((event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);
  return {
    onMouseEnter: useCallback(() => setHovered(true), []),
    onMouseLeave: useCallback(() => setHovered(false), []),
    onFocus,
    onBlur,
  };
}
