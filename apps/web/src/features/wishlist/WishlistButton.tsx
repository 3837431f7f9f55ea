import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useNotify } from '../../components/Notifier.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useSetSaved, useWishlistIds } from './wishlistApi.ts';

/** The heart on a product card and the product page: a toggle button (aria-pressed) for the wishlist. */
export function WishlistButton({
  productId,
  title,
  sx,
}: {
  productId: string;
  title: string;
  sx?: SxProps<Theme>;
}) {
  const { ids } = useWishlistIds();
  const setSaved = useSetSaved();
  const notify = useNotify();
  const saved = ids.includes(productId);
  return (
    <IconButton
      aria-pressed={saved}
      aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      title={saved ? `Remove ${title} from your wishlist` : `Add ${title} to your wishlist`}
      onClick={() =>
        setSaved.mutate(
          { productId, saved: !saved },
          {
            onError: (error) => notify({ message: errorMessage(error), severity: 'error', autoHideMs: 6000 }),
          },
        )
      }
      sx={[
        {
          bgcolor: 'rgba(255,253,249,0.92)',
          color: saved ? 'error.main' : 'primary.main',
          '&:hover': { bgcolor: 'background.paper' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {saved ? <FavoriteIcon fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
    </IconButton>
  );
}
