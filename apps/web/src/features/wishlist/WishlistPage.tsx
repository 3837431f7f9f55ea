import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { Product, ProductPage } from '@shop/contracts';
import { LISTING_PAGE_SIZE } from '@shop/contracts';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { emptyBoxSx, ProductGrid, ProductGridSkeleton } from '../../components/ProductGrid.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { api, isApiError } from '../../lib/api.ts';
import { setGuestSaved } from '../../lib/guestWishlist.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useAuth } from '../auth/index.ts';
import { useWishlistIds, WISHLIST_KEY } from './wishlistApi.ts';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function Empty() {
  return (
    <Box sx={emptyBoxSx}>
      <Typography variant="h5" component="p" gutterBottom>
        Your wishlist is empty
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
          mb: 3,
        }}
      >
        Tap the heart on any piece to save it here for later.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Browse the collection
      </Button>
    </Box>
  );
}

function Pages({ count, page }: { count: number; page: number }) {
  const [params, setParams] = useSearchParams();
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
      <Pagination
        count={count}
        page={Math.min(page, count)}
        color="primary"
        shape="rounded"
        onChange={(_event, value) => {
          const next = new URLSearchParams(params);
          if (value <= 1) next.delete('page');
          else next.set('page', String(value));
          setParams(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </Box>
  );
}

/** A signed-in shopper's list: a page of product cards from the API, newest first. */
function SavedList({ page }: { page: number }) {
  const { token } = useAuth();
  const list = useQuery({
    queryKey: [WISHLIST_KEY, 'page', token, page],
    queryFn: ({ signal }) =>
      api<ProductPage>('/api/wishlist', {
        query: { pageNumber: page - 1, pageSize: LISTING_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  if (list.isError) return <RetryAlert query={list} fallback="Your wishlist could not be loaded." />;
  if (!list.data) return <ProductGridSkeleton count={4} />;
  if (list.data.totalElements === 0) return <Empty />;
  return (
    <>
      <ProductGrid products={list.data.content} dimmed={list.isPlaceholderData} />
      <Pages count={list.data.totalPages} page={page} />
    </>
  );
}

/** A guest's list lives in this browser; its pieces are read one by one, a page at a time. */
function GuestList({ page }: { page: number }) {
  const { ids } = useWishlistIds();
  const navigate = useNavigate();
  const location = useLocation();
  const shown = ids.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE);
  const products = useQueries({
    queries: shown.map((id) => ({
      queryKey: [WISHLIST_KEY, 'guest', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => api<Product>(`/api/products/id/${id}`, { signal }),
    })),
  });
  // A saved piece the shop no longer has leaves the list.
  useEffect(() => {
    products.forEach((result, i) => {
      const id = shown[i];
      if (id && (isApiError(result.error, 'NOT_FOUND') || isApiError(result.error, 'INVALID_INPUT')))
        setGuestSaved(id, false);
    });
  }, [products, shown]);

  const loaded = products.flatMap((result) => (result.data ? [result.data] : []));
  const loading = products.some((result) => result.isPending);
  return (
    <>
      <Alert
        severity="info"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" onClick={() => navigate('/login', { state: { background: location } })}>
            Sign in
          </Button>
        }
      >
        Your wishlist is saved in this browser. Sign in to keep it in your account on every device.
      </Alert>
      {ids.length === 0 ? (
        <Empty />
      ) : loading && loaded.length === 0 ? (
        <ProductGridSkeleton count={Math.min(shown.length, 8)} />
      ) : (
        <ProductGrid products={loaded} dimmed={loading} />
      )}
      <Pages count={Math.ceil(ids.length / LISTING_PAGE_SIZE)} page={page} />
    </>
  );
}

/** `/wishlist`: the pieces a shopper saved with the heart, as a guest or signed in. */
export default function WishlistPage() {
  const { token, isLoading } = useAuth();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  usePageTitle('My Wishlist');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 3 }}>
        My Wishlist
      </Typography>
      {isLoading ? (
        <ProductGridSkeleton count={4} />
      ) : token ? (
        <SavedList page={page} />
      ) : (
        <GuestList page={page} />
      )}
    </Container>
  );
}
