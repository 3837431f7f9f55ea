import Link from '@mui/material/Link';
import type { InfoPageSlug } from '@shop/contracts';
import { Suspense, useState } from 'react';
import { preloadableLazy } from '../../lib/preloadableLazy.tsx';

// The dialog (MUI's Dialog, Modal and Fade) loads when a pointer comes near the link or it gets the focus.
const SizeGuideDialog = preloadableLazy(() => import('./SizeGuideDialog.tsx'));
const preloadDialog = () => void SizeGuideDialog.preload();

/** "Size guide" beside the sizes: the guide opens in a dialog over the piece, with a link to its own page. */
export function SizeGuide({ slug }: { slug: InfoPageSlug }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Link
        component="button"
        type="button"
        variant="body2"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        sx={{ verticalAlign: 'baseline' }}
      >
        Size guide
      </Link>
      {/* Mounted on the first open and kept, so the dialog can fade out when closed. */}
      {mounted && (
        <Suspense fallback={null}>
          <SizeGuideDialog slug={slug} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
