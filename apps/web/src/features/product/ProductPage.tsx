import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { COLOR_LABELS, type Color, categoryTitle, sizeGuideFor } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AfterFirstRender } from '../../components/AfterFirstRender.tsx';
import NotFoundPage from '../../components/NotFoundPage.tsx';
import { useNotify } from '../../components/Notifier.tsx';
import { Price } from '../../components/Price.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { productImages, productQuery } from '../../lib/productQuery.ts';
import { rememberViewed } from '../../lib/recentlyViewed.ts';
import { takeServedProduct } from '../../lib/servedState.ts';
import { useNearViewport } from '../../lib/useNearViewport.ts';
import { useAddToCart } from '../cart/index.ts';
import { DeliveryCheckForm } from '../delivery/index.ts';
import { WishlistButton } from '../wishlist/index.ts';
import { FinishSwatches } from './FinishSwatches.tsx';
import { ImageGallery } from './gallery/ImageGallery.tsx';
import { NotifyMe } from './NotifyMe.tsx';
import { EngravingPreview, PersonalisationField, personalisationProblem } from './PersonalisationField.tsx';
import { DeliveryAndReturns, ProductFacts } from './ProductFacts.tsx';
import { ShareButtons } from './ShareButtons.tsx';
import { SizeChooser } from './SizeChooser.tsx';
import { StickyAddToCart } from './StickyAddToCart.tsx';

// Below the fold: its own chunk, rendered in a task of its own after the piece itself.
const ReviewsSection = lazy(() =>
  import('./ReviewsSection.tsx').then((module) => ({ default: module.ReviewsSection })),
);

// Further below: the rows of other pieces, loaded when the shopper scrolls toward them.
const ProductRows = lazy(() => import('./ProductRows.tsx'));

export const SIZE_REQUIRED = 'Please select a size before adding to cart';

function ProductSkeleton() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 3, md: 6 } }}
      aria-hidden="true"
    >
      <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box>
        <Skeleton width="70%" height={48} />
        <Skeleton width="40%" />
        <Skeleton width="30%" height={40} />
        <Skeleton width="60%" height={56} />
        <Skeleton width="100%" height={56} />
      </Box>
    </Box>
  );
}

/** A piece sold in one size only ("Free size") needs no choice: that size is taken when it is in stock. */
function soleSize(sizes: { name: string; quantity: number }[]): string | null {
  const [only] = sizes;
  return sizes.length === 1 && only && only.quantity > 0 ? only.name : null;
}

/** `/product/{id}` and `/Product/{id}`: pictures, prices, real rating, sizes, Add To Cart, reviews. */
export default function ProductPage() {
  const { productId = '' } = useParams();
  // Another piece (a row below links to one) starts afresh: no size, gallery or notice carried over.
  return <ProductView key={productId} productId={productId} />;
}

function ProductView({ productId }: { productId: string }) {
  const [picked, setSize] = useState<string | null>(null);
  const [engrave, setEngrave] = useState(false);
  const [text, setText] = useState('');
  const notify = useNotify();
  const navigate = useNavigate();
  const addToCart = useAddToCart();

  const product = useQuery(productQuery(productId));
  const data = product.data;
  const size = picked ?? (data ? soleSize(data.sizes) : null);

  const [rowsRef, rowsNear] = useNearViewport();
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (data) document.title = `${data.title} | MoonMade Jewellery`;
  }, [data]);
  useEffect(() => {
    if (data) rememberViewed(data._id);
  }, [data]);

  const viewCart = (
    <Button color="inherit" size="small" onClick={() => navigate('/cart')}>
      View cart
    </Button>
  );
  // The size chosen and the note shown on the served page of this piece stay as the app takes over (decision 0123).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the piece is first there
  useLayoutEffect(() => {
    const served = data ? takeServedProduct(data._id) : null;
    if (!data || !served) return;
    if (served.size && data.sizes.some((s) => s.name === served.size && s.quantity > 0)) setSize(served.size);
    if (served.note)
      notify({
        ...served.note,
        autoHideMs: 5000,
        action: served.note.severity === 'success' ? viewCart : undefined,
      });
  }, [data?._id]);

  if (
    product.isError &&
    (isApiError(product.error, 'NOT_FOUND') || isApiError(product.error, 'INVALID_INPUT'))
  )
    return <NotFoundPage what="piece" />;

  const onAdd = () => {
    // While adding, the button stays enabled (aria-disabled) so the keyboard focus stays on it.
    if (!data || addToCart.isPending) return;
    const chosen = data.sizes.find((s) => s.name === size);
    if (!chosen) {
      notify({ message: SIZE_REQUIRED, severity: 'error', autoHideMs: 5000 });
      return;
    }
    const rule = engrave ? data.personalisation : null;
    const problem = rule ? personalisationProblem(rule, text) : null;
    if (problem) {
      notify({ message: problem, severity: 'error', autoHideMs: 5000 });
      return;
    }
    const personalisation = rule
      ? { label: rule.label, text: text.trim().replace(/\s+/g, ' '), fee: rule.fee }
      : undefined;
    addToCart.mutate(
      {
        product: {
          _id: data._id,
          title: data.title,
          Image: data.Image,
          color: data.color,
          price: data.price,
          discountedPrice: data.discountedPrice,
          discountPercent: data.discountPercent,
        },
        size: chosen.name,
        stock: chosen.quantity,
        personalisation,
      },
      {
        onSuccess: () =>
          notify({
            message: `Added to your cart: ${data.title}, size ${chosen.name.toUpperCase()}`,
            severity: 'success',
            autoHideMs: 5000,
            action: viewCart,
          }),
        onError: (error) => notify({ message: errorMessage(error), severity: 'error', autoHideMs: 6000 }),
      },
    );
  };

  const images = data ? productImages(data) : [];
  const soldOut = data ? data.sizes.every((s) => s.quantity <= 0) : false;
  const categoryPath = data
    ? `/${data.topLevelCategory}/${data.secondLevelCategory}/${data.thirdLevelCategory}`
    : '/';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {product.isError ? (
        <RetryAlert query={product} fallback="This piece could not be loaded." />
      ) : !data ? (
        <ProductSkeleton />
      ) : (
        <>
          <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2, fontSize: 13 }}>
            <Link component={RouterLink} to="/" color="inherit">
              Home
            </Link>
            <Link component={RouterLink} to={categoryPath} color="inherit">
              {categoryTitle(data.thirdLevelCategory)}
            </Link>
            <span aria-current="page">{data.title}</span>
          </Breadcrumbs>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 3, md: 6 } }}
          >
            <ImageGallery
              images={images}
              title={data.title}
              overlay={engrave && data.personalisation ? <EngravingPreview text={text} /> : undefined}
            />
            <Box>
              <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
                {data.title}
              </Typography>
              <Typography
                sx={{
                  color: 'text.secondary',
                  mt: 0.5,
                }}
              >
                {data.detail}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
                {data.ratingsCount > 0 && <Rating value={data.numRatings} precision={0.5} readOnly />}
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {data.ratingsCount > 0
                    ? `${data.numRatings.toFixed(1)} · ${data.ratingsCount} rating${data.ratingsCount === 1 ? '' : 's'}`
                    : 'No ratings yet'}
                </Typography>
              </Box>
              <Box sx={{ mt: 2.5 }}>
                <Price
                  price={data.price}
                  discountedPrice={data.discountedPrice}
                  discountPercent={data.discountPercent}
                  size="large"
                />
                <Typography
                  variant="caption"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  Inclusive of all taxes
                </Typography>
              </Box>
              <Typography sx={{ mt: 2 }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Metal:{' '}
                </Box>
                {COLOR_LABELS[data.color as Color] ?? data.color}
                {data.material ? ` · ${data.material}` : ''}
              </Typography>
              <FinishSwatches finishes={data.finishes} current={data._id} />
              <Box sx={{ mt: 3 }}>
                <SizeChooser
                  sizes={data.sizes}
                  value={size}
                  onChange={setSize}
                  sizeGuide={data.sizes.length > 1 ? sizeGuideFor(data.thirdLevelCategory) : undefined}
                />
                <NotifyMe productId={data._id} sizes={data.sizes} />
              </Box>
              {data.personalisation && (
                <PersonalisationField
                  rule={data.personalisation}
                  on={engrave}
                  text={text}
                  onToggle={setEngrave}
                  onText={setText}
                />
              )}
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 2 }}>
                <Button
                  ref={addButton}
                  variant="contained"
                  size="large"
                  startIcon={<AddShoppingCartIcon />}
                  onClick={onAdd}
                  disabled={soldOut}
                  aria-disabled={addToCart.isPending || undefined}
                  sx={{ py: 1.5, px: 5, flex: { xs: 1, sm: 'none' } }}
                >
                  {soldOut ? 'Sold Out' : addToCart.isPending ? 'Adding…' : 'Add To Cart'}
                </Button>
                <WishlistButton
                  productId={data._id}
                  title={data.title}
                  sx={{ width: 52, height: 52, border: 1, borderColor: 'divider' }}
                />
              </Box>
              {/* Below Add To Cart: rendered after the piece itself, so the take-over commits less at once. */}
              <AfterFirstRender>
                <ShareButtons product={data} />
                <DeliveryAndReturns />
                <DeliveryCheckForm personalised={engrave ? [data._id] : []} />
                {data.description && (
                  <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
                    <Typography variant="h6" component="h2" gutterBottom>
                      About this piece
                    </Typography>
                    <Typography
                      sx={{
                        color: 'text.secondary',
                        whiteSpace: 'pre-line',
                      }}
                    >
                      {data.description}
                    </Typography>
                  </Box>
                )}
                <ProductFacts product={data} />
              </AfterFirstRender>
            </Box>
          </Box>
          <AfterFirstRender>
            <Suspense fallback={<Box sx={{ mt: { xs: 6, md: 8 }, minHeight: 260 }} />}>
              <ReviewsSection
                productId={data._id}
                title={data.title}
                rating={data.numRatings}
                ratingsCount={data.ratingsCount}
              />
            </Suspense>
            <StickyAddToCart
              watch={addButton}
              title={data.title}
              price={data.discountedPrice}
              label={soldOut ? 'Sold Out' : addToCart.isPending ? 'Adding…' : 'Add To Cart'}
              disabled={soldOut}
              busy={addToCart.isPending}
              onAdd={onAdd}
            />
            <Box ref={rowsRef} sx={{ minHeight: rowsNear ? undefined : 1 }}>
              {rowsNear && (
                <Suspense fallback={null}>
                  <ProductRows product={data} />
                </Suspense>
              )}
            </Box>
          </AfterFirstRender>
        </>
      )}
    </Container>
  );
}
