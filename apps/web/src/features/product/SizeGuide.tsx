import Link from '@mui/material/Link';
import type { InfoPageSlug, ThirdLevelCategory } from '@shop/contracts';
import { Suspense, useState } from 'react';
import { preloadableLazy } from '../../lib/preloadableLazy.tsx';

/** Which guide explains a category's sizes: ring sizes, bangle diameters and bracelet lengths, chain lengths. */
const GUIDES: Partial<Record<ThirdLevelCategory, InfoPageSlug>> = {
  men_rings: 'ring-size-guide',
  women_rings: 'ring-size-guide',
  men_bracelets: 'bracelet-size-guide',
  women_bracelets: 'bracelet-size-guide',
  men_chains: 'necklace-length-guide',
  women_necklace: 'necklace-length-guide',
};

export const sizeGuideFor = (category: string): InfoPageSlug | undefined =>
  GUIDES[category as ThirdLevelCategory];

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
