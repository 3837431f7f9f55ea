import type { ReactNode } from 'react';
import { type AlertLink, LinkAlert } from './LinkAlert.tsx';

/** What a one-off action did, in words (a status, not an alarm), with a button to where the shopper goes next. */
export function SuccessAlert({ next, children }: { next?: AlertLink; children: ReactNode }) {
  return (
    <LinkAlert severity="success" role="status" link={next}>
      {children}
    </LinkAlert>
  );
}
