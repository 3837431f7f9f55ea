import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { categoryTitle, NAVIGATION, SORTS } from '@shop/contracts';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import NotFoundPage from '../../components/NotFoundPage.tsx';
import { emptyBoxSx } from '../../components/ProductGrid.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { ListingView } from './ListingView.tsx';
import { filterGroups, isListingCategory, listingApiQuery } from './listingQuery.ts';

/** Price low to high first: the spec's default order of a listing. */
const LISTING_SORTS = SORTS;

/** `/{levelOne}/{levelTwo}/{levelThree}`: filters, sort and page live in the query string (docs/product.md §2). */
export default function ListingPage() {
  const { levelOne = '', levelTwo = '', levelThree = '' } = useParams();
  const [params] = useSearchParams();
  const category = levelThree.toLowerCase();
  const known = isListingCategory(category);
  const title = categoryTitle(category);
  usePageTitle(title);

  if (!known) return <NotFoundPage what="category" />;

  const topLevel = NAVIGATION.categories.find((c) => c.id === levelOne.toLowerCase());
  return (
    <ListingView
      title={title}
      breadcrumb={
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, fontSize: 13 }}>
          <Link component={RouterLink} to="/" color="inherit">
            Home
          </Link>
          <span>{topLevel?.name ?? levelOne}</span>
          <span>{levelTwo.charAt(0).toUpperCase() + levelTwo.slice(1)}</span>
        </Breadcrumbs>
      }
      groups={filterGroups(category)}
      sorts={LISTING_SORTS}
      apiQuery={listingApiQuery(params, category)}
      empty={({ activeCount, onClear }) => (
        <Box sx={emptyBoxSx}>
          <Typography variant="h5" component="p" gutterBottom>
            No pieces match these filters
          </Typography>
          <Typography
            sx={{
              color: 'text.secondary',
              mb: 2,
            }}
          >
            Try fewer filters, or clear them to see the whole range.
          </Typography>
          {activeCount > 0 && (
            <Button variant="contained" onClick={onClear}>
              Clear filters
            </Button>
          )}
        </Box>
      )}
    />
  );
}
