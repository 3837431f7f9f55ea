// Stands in for @emotion/use-insertion-effect-with-fallbacks (vite.config.ts aliases it here). Emotion turns each
// styled component's styles into CSS rules (stylis: parse, prefix, serialize) in an insertion effect, and React runs
// every insertion effect inside the commit, which it cannot split: on the product page that was 70 ms of a
// 113 ms main-thread task on a phone-speed CPU. Called while the component renders instead, as Emotion does where
// React has no insertion effects, the same work falls into React's concurrent render, which yields every few
// milliseconds (the first render is a transition, startApp.tsx). Inserting is idempotent (Emotion's cache skips a style
// already inserted), so a render React throws away costs at most an unused rule. Decision 0078.
import { useInsertionEffect } from 'react';

/** Emotion's styled components and `css` prop insert their rules with this: at once, during the render. */
export function useInsertionEffectAlwaysWithSyncFallback(insert: () => unknown): void {
  insert();
}

/** Emotion's <Global> styles keep React's insertion effect: they are inserted and removed with the component. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
