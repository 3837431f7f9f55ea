import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders nothing at first, then its children in a second render that React starts as a transition once the
 * first commit's effects have run. A page wraps what is below the fold in it: that part is rendered in later
 * tasks that React slices and the browser can paint between, not in the first commit and its layout, so the
 * product page's take-over of the served page is one shorter task (decision 0120). Only this component renders
 * again, not the page around it.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
