import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Button from '@mui/material/Button';
import type { ProductSize } from '@shop/contracts';
import { Suspense, useState } from 'react';
import { preloadableLazy } from '../../lib/preloadableLazy.tsx';

// The form (text fields, a select with its menu, check boxes) loads when a pointer comes near the button or it
// gets the focus: most visits never open it.
const NotifyMeForm = preloadableLazy(() => import('./NotifyMeForm.tsx'));
const preloadForm = () => void NotifyMeForm.preload();

/**
 * Under the sizes when some are sold out: a button that opens the form to be told when a size is back.
 * Nothing is shown when every size can be bought.
 */
export function NotifyMe({ productId, sizes }: { productId: string; sizes: ProductSize[] }) {
  const soldOut = sizes.filter((s) => s.quantity <= 0).map((s) => s.name);
  const [open, setOpen] = useState(false);
  if (soldOut.length === 0) return null;

  if (!open)
    return (
      <Button
        variant="text"
        size="small"
        startIcon={<NotificationsNoneIcon />}
        onPointerEnter={preloadForm}
        onFocus={preloadForm}
        onClick={() => setOpen(true)}
        sx={{ mt: 1 }}
      >
        Sold out in your size? Notify me
      </Button>
    );

  return (
    <Suspense fallback={null}>
      <NotifyMeForm productId={productId} soldOut={soldOut} />
    </Suspense>
  );
}
