import CheckIcon from '@mui/icons-material/Check';
import FilterListIcon from '@mui/icons-material/FilterList';
import SortIcon from '@mui/icons-material/Sort';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { categoryTitle, NAVIGATION, SORTS, type Sort } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import NotFoundPage from '../../components/NotFoundPage.tsx';
import { ProductCard, ProductCardSkeleton, skeletonKeys } from '../../components/ProductCard.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { FilterPanel } from './FilterPanel.tsx';
import {
  activeFilterCount,
  clearFilters,
  currentPage,
  currentSort,
  type FilterKey,
  filterGroups,
  isListingCategory,
  listingApiQuery,
  listingQuery,
  SORT_LABELS,
  toggleFilter,
} from './listingQuery.ts';

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/** `/{levelOne}/{levelTwo}/{levelThree}`: filters, sort and page live in the query string (SPEC.md §2). */
export default function ListingPage() {
  const { levelOne = '', levelTwo = '', levelThree = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [sortAnchor, setSortAnchor] = useState<HTMLElement | null>(null);
  const category = levelThree.toLowerCase();
  const known = isListingCategory(category);
  const query = listingApiQuery(params, category);

  const listing = useQuery({
    ...listingQuery(query),
    enabled: known,
    placeholderData: keepPreviousData,
  });

  const title = categoryTitle(category);
  useEffect(() => {
    document.title = `${title} | MoonMade Jewellery`;
  }, [title]);

  if (!known) return <NotFoundPage what="category" />;

  const groups = filterGroups(category);
  const activeCount = activeFilterCount(params);
  const page = currentPage(params);
  const sort = currentSort(params);
  const topLevel = NAVIGATION.categories.find((c) => c.id === levelOne.toLowerCase());

  const onToggle = (key: FilterKey, value: string) => setParams(toggleFilter(params, key, value));
  const onClear = () => setParams(clearFilters(params));
  const setSort = (value: Sort) => {
    const next = new URLSearchParams(params);
    next.set('sort', value);
    next.delete('page');
    setParams(next);
    setSortAnchor(null);
  };
  const setPage = (value: number) => {
    const next = new URLSearchParams(params);
    if (value <= 1) next.delete('page');
    else next.set('page', String(value));
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  const panel = (
    <FilterPanel
      groups={groups}
      params={params}
      onToggle={onToggle}
      onClear={onClear}
      activeCount={activeCount}
    />
  );
  const data = listing.data;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, fontSize: 13 }}>
        <Link component={RouterLink} to="/" color="inherit">
          Home
        </Link>
        <span>{topLevel?.name ?? levelOne}</span>
        <span>{levelTwo.charAt(0).toUpperCase() + levelTwo.slice(1)}</span>
      </Breadcrumbs>
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
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: 20 }}>
            {data?.totalElements !== undefined
              ? `${data.totalElements} piece${data.totalElements === 1 ? '' : 's'}`
              : ''}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            onClick={() => setDrawerOpen(true)}
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
          <Button
            variant="outlined"
            startIcon={<SortIcon />}
            aria-haspopup="menu"
            aria-label={`Sort: ${SORT_LABELS[sort]}`}
            onClick={(event) => setSortAnchor(event.currentTarget)}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {SORT_LABELS[sort]}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              Sort
            </Box>
          </Button>
          <Menu anchorEl={sortAnchor} open={sortAnchor !== null} onClose={() => setSortAnchor(null)}>
            {SORTS.map((value) => (
              <MenuItem key={value} selected={value === sort} onClick={() => setSort(value)}>
                <ListItemIcon>{value === sort && <CheckIcon fontSize="small" />}</ListItemIcon>
                {SORT_LABELS[value]}
              </MenuItem>
            ))}
          </Menu>
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
          {panel}
        </Box>
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { md: 'none' } }}
          slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw', p: 2 } } }}
        >
          {panel}
          <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={() => setDrawerOpen(false)}>
            Show results
          </Button>
        </Drawer>

        <Box component="section" aria-label="Products" aria-busy={listing.isFetching}>
          {listing.isError && (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" onClick={() => listing.refetch()}>
                  Retry
                </Button>
              }
            >
              {errorMessage(listing.error, 'The products could not be loaded.')}
            </Alert>
          )}
          {listing.isPending ? (
            <Box sx={gridSx}>
              {skeletonKeys(8).map((key) => (
                <ProductCardSkeleton key={key} />
              ))}
            </Box>
          ) : data && data.content.length > 0 ? (
            <Box
              sx={{ ...gridSx, opacity: listing.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
            >
              {data.content.map((product, i) => (
                <ProductCard key={product._id} product={product} eager={i < 4} priority={i < 2} />
              ))}
            </Box>
          ) : data ? (
            <Box
              sx={{
                textAlign: 'center',
                py: 8,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
              }}
            >
              <Typography variant="h5" component="p" gutterBottom>
                No pieces match these filters
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Try fewer filters, or clear them to see the whole range.
              </Typography>
              {activeCount > 0 && (
                <Button variant="contained" onClick={onClear}>
                  Clear filters
                </Button>
              )}
            </Box>
          ) : null}
          {data && data.totalPages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
              <Pagination
                count={data.totalPages}
                page={Math.min(page, data.totalPages)}
                onChange={(_event, value) => setPage(value)}
                color="primary"
                shape="rounded"
                siblingCount={1}
                getItemAriaLabel={(type, item, selected) =>
                  type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${item}` : `Go to ${type} page`
                }
              />
            </Box>
          )}
        </Box>
      </Box>
    </Container>
  );
}
