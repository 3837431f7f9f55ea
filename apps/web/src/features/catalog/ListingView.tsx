import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductGrid.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { preloadableLazy } from '../../lib/preloadableLazy.tsx';
import { ListingPagination } from './ListingPagination.tsx';
import {
  activeFilterCount,
  clearFilters,
  currentSort,
  type FilterGroup,
  type FilterKey,
  type ListingSort,
  listingQuery,
  toggleFilter,
} from './listingQuery.ts';
import { SortButton } from './SortButton.tsx';
import { useListingPage } from './useListingPage.ts';

export interface ListingViewProps {
  breadcrumb: ReactNode;
  title: string;
  groups: FilterGroup[];
  /** The sorts offered, the default first. */
  sorts: readonly ListingSort[];
  /** The API query of the page shown (filters, sort and page from the query string). */
  apiQuery: Record<string, string | number>;
  /** What to show when nothing matches, given how many filters are on and how to clear them. */
  empty: (filters: { activeCount: number; onClear: () => void }) => ReactNode;
}

// Its own chunk: a phone needs it only when the drawer opens, and the listing's first render is lighter without it.
const FilterPanel = lazy(() =>
  import('./FilterPanel.tsx').then((module) => ({ default: module.FilterPanel })),
);

// The phone's drawer (MUI's Drawer, Modal and Slide) loads when the Filters button is near a pointer or focused.
const FilterDrawer = preloadableLazy(() => import('./FilterDrawer.tsx'));
const preloadDrawer = () => void FilterDrawer.preload();

const upMd = (theme: Theme) => theme.breakpoints.up('md');

/** A page of products with the listing's filters, sort and pagination, all kept in the query string. */
export function ListingView({ breadcrumb, title, groups, sorts, apiQuery, empty }: ListingViewProps) {
  const [params, setParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted on the first open and kept, so the drawer can slide out again when closed.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const listing = useQuery({ ...listingQuery(apiQuery), placeholderData: keepPreviousData });
  // Read before the first render (noSsr), so a wide screen does not render the page twice.
  const sidePanel = useMediaQuery(upMd, { noSsr: true });

  const activeCount = activeFilterCount(params);
  const sort = currentSort(params, sorts);

  const onToggle = (key: FilterKey, value: string) => setParams(toggleFilter(params, key, value));
  const onClear = () => setParams(clearFilters(params));
  const setSort = (value: ListingSort) => {
    const next = new URLSearchParams(params);
    next.set('sort', value);
    next.delete('page');
    setParams(next);
  };
  const { page, setPage } = useListingPage(listing.isPlaceholderData ? undefined : listing.data?.totalPages);

  const panel = (
    <Suspense fallback={<Box sx={{ minHeight: 320 }} />}>
      <FilterPanel
        groups={groups}
        params={params}
        onToggle={onToggle}
        onClear={onClear}
        activeCount={activeCount}
      />
    </Suspense>
  );
  const data = listing.data;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      {breadcrumb}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography
            variant="body2"
            aria-live="polite"
            sx={{
              color: 'text.secondary',
              minHeight: 20,
            }}
          >
            {data?.totalElements !== undefined
              ? `${data.totalElements} piece${data.totalElements === 1 ? '' : 's'}`
              : ''}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            onClick={() => {
              setDrawerMounted(true);
              setDrawerOpen(true);
            }}
            sx={{ display: { md: 'none' } }}
          >
            <Badge
              badgeContent={activeCount}
              color="secondary"
              invisible={activeCount === 0}
              sx={{ '& .MuiBadge-badge': { right: -12 } }}
            >
              Filters
            </Badge>
          </Button>
          <SortButton sort={sort} sorts={sorts} onChange={setSort} />
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          gap: { md: 4 },
        }}
      >
        <Box component="aside" aria-label="Filters" sx={{ display: { xs: 'none', md: 'block' } }}>
          {sidePanel && panel}
        </Box>
        {drawerMounted && (
          <Suspense fallback={null}>
            <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
              {panel}
            </FilterDrawer>
          </Suspense>
        )}

        <Box component="section" aria-label="Products" aria-busy={listing.isFetching}>
          {listing.isError && (
            <RetryAlert query={listing} fallback="The products could not be loaded." sx={{ mb: 2 }} />
          )}
          {listing.isPending ? (
            <ProductGridSkeleton />
          ) : data && data.content.length > 0 ? (
            <ProductGrid products={data.content} dimmed={listing.isPlaceholderData} />
          ) : data ? (
            empty({ activeCount, onClear })
          ) : null}
          {data && <ListingPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
        </Box>
      </Box>
    </Container>
  );
}
