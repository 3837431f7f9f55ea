import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { errorMessage } from '../lib/errors.ts';
import { useOneTimeLink } from '../lib/useOneTimeLink.ts';
import { usePageTitle } from '../lib/usePageTitle.ts';
import { NarrowPage } from './NarrowPage.tsx';

/**
 * A page a mailed one-time link opens: what the button will do, and the button. A button, not the page load,
 * does it, so a mail scanner opening the link changes nothing. Once done, `done` shows instead.
 */
export function OneTimeLinkView<T>({
  heading,
  intro,
  spend,
  ready,
  done,
  problem,
  failure,
  action,
}: {
  heading: string;
  intro: ReactNode;
  /** The call the button makes (`useOneTimeLink`'s `spend`, or one of the page's own). */
  spend: Pick<UseMutationResult<T, Error, void>, 'data' | 'error' | 'isError' | 'isPending' | 'mutate'>;
  /** Whether the button may run now (the link has its token, what it acts on is known). */
  ready: boolean;
  /** What it did (a `SuccessAlert`); without it the page stays as it is. */
  done?: (reply: T) => ReactNode;
  /** Why the button cannot help, said before any try. */
  problem?: string | false;
  /** Said when a try failed and the server gave no reason. */
  failure: string;
  action: { label: string; pendingLabel: string };
}) {
  const said = problem || (spend.isError && errorMessage(spend.error, failure));
  return (
    <NarrowPage heading={heading}>
      {(spend.data !== undefined && done?.(spend.data)) || (
        <>
          <Typography component="div" sx={{ mb: 3 }}>
            {intro}
          </Typography>
          {said && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {said}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={() => spend.mutate()}
            disabled={!ready || spend.isPending}
          >
            {spend.isPending ? action.pendingLabel : action.label}
          </Button>
        </>
      )}
    </NarrowPage>
  );
}

/**
 * The page of a link whose token is all the call needs: `POST path { token }` (`useOneTimeLink`), the button ready
 * once the link has its token. The tab is titled `title`, or the heading.
 */
export function OneTimeLinkPage<T>({
  path,
  onDone,
  title,
  withoutToken,
  ...view
}: {
  path: string;
  onDone?: (reply: T) => unknown;
  title?: string;
  /** Said when the link came without its token (cut short by the mail program). */
  withoutToken?: string;
} & Omit<ComponentProps<typeof OneTimeLinkView<T>>, 'spend' | 'ready' | 'problem'>) {
  const { token, spend } = useOneTimeLink<T>(path, onDone);
  usePageTitle(title ?? view.heading);
  return <OneTimeLinkView {...view} spend={spend} ready={token !== ''} problem={!token && withoutToken} />;
}
