import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/contracts';
import { useContext } from 'react';
import { Link as RouterLink } from 'react-router';
import { FOCUS_RING } from '../design/tokens.ts';
import { GRID_SIZES } from '../lib/imageSources.ts';
import { CornerBadge } from './CornerBadge.tsx';
import { Price } from './Price.tsx';
import { ProductImage } from './ProductImage.tsx';
import { ProductCardCorner } from './productCardCorner.ts';
import { Stars } from './Stars.tsx';

/**
 * A product card with the wishlist heart (the corner control `ProductCardCorner` provides). The heart sits beside
 * the card's link, not inside it: a button inside a link is not something a keyboard or a screen reader can use.
 */
export function ProductCard(props: {
  product: Product;
  eager?: boolean;
  priority?: boolean;
  sizes?: string;
}) {
  const Corner = useContext(ProductCardCorner);
  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      <ProductCardLink {...props} />
      {Corner && (
        <Corner
          productId={props.product._id}
          title={props.product.title}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        />
      )}
    </Box>
  );
}

/** Image, title, detail, read-only rating, prices and the discount badge; links to the product page. */
/** `eager` for cards above the fold; `priority` too for the first of them, the page's largest paint. */
function ProductCardLink({
  product,
  eager = false,
  priority = false,
  sizes = GRID_SIZES,
}: {
  product: Product;
  eager?: boolean;
  priority?: boolean;
  /** How wide the card is drawn; the listing grid's widths unless told. */
  sizes?: string;
}) {
  const rating = product.numRatings ?? product.rating ?? 0;
  return (
    <Box
      component={RouterLink}
      to={`/product/${product.slug || product._id}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        textDecoration: 'none',
        color: 'inherit',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        transition: 'box-shadow 200ms, transform 200ms',
        '&:hover': { boxShadow: '0 10px 24px rgba(79,51,44,0.12)', transform: 'translateY(-2px)' },
        '&:focus-visible': FOCUS_RING,
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ProductImage
          src={product.Image}
          alt={product.title}
          sizes={sizes}
          eager={eager || priority}
          priority={priority}
        />
        {product.discountPercent > 0 && <CornerBadge inset={10}>{product.discountPercent}% OFF</CornerBadge>}
        {product.quantity === 0 && (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              bottom: 10,
              left: 10,
              bgcolor: 'rgba(255,253,249,0.92)',
              fontSize: 12,
              fontWeight: 600,
              px: 1,
              py: 0.25,
              borderRadius: 1,
            }}
          >
            Sold out
          </Box>
        )}
      </Box>
      <Box sx={{ p: 1.75, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        {/* Two lines, always: names that differ at the end can be told apart on a phone, and cards align. */}
        <Typography
          component="h3"
          sx={{
            fontWeight: 600,
            fontSize: 15,
            lineHeight: 1.3,
            minHeight: '2.6em',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
          title={product.title}
        >
          {product.title}
        </Typography>
        <Typography
          variant="body2"
          noWrap
          sx={{
            color: 'text.secondary',
          }}
        >
          {product.detail}
        </Typography>
        <FinishDots product={product} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 20 }}>
          {product.ratingsCount > 0 ? (
            <>
              <Stars value={rating} />
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                }}
              >
                ({product.ratingsCount})
              </Typography>
            </>
          ) : (
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
              }}
            >
              No ratings yet
            </Typography>
          )}
        </Box>
        {/* Under lines of fixed height, not pinned to the bottom: a price that wraps (a wide font, a long price)
            grows downwards, so prices side by side still start on the same line. */}
        <Box sx={{ pt: 0.5 }}>
          <Price
            price={product.price}
            discountedPrice={product.discountedPrice}
            discountPercent={product.discountPercent}
            size="small"
          />
        </Box>
      </Box>
    </Box>
  );
}

export function ProductCardSkeleton() {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
      aria-hidden="true"
    >
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box sx={{ p: 1.75 }}>
        <Skeleton width="80%" />
        <Skeleton width="60%" />
        <Skeleton width="40%" />
        <Skeleton width="50%" height={32} />
      </Box>
    </Box>
  );
}

/** Stable keys for a row of skeleton cards. */
export const skeletonKeys = (count: number): string[] =>
  Array.from({ length: count }, (_, n) => `skeleton-${n}`);

/** A design in several finishes: a dot per finish (its swatch) and "3 finishes"; nothing for a product alone. */
function FinishDots({ product }: { product: Product }) {
  const finishes = product.finishes ?? [];
  if ((product.finishCount ?? 1) < 2) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="finish-dots">
      {finishes.slice(0, 5).map((finish) => (
        <Box
          key={finish.productId}
          aria-hidden="true"
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: finish.color,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ))}
      <Typography
        variant="caption"
        sx={{
          color: 'text.secondary',
        }}
      >
        {product.finishCount} finishes
      </Typography>
    </Box>
  );
}
