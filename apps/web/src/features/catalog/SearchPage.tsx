import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { emptyBoxSx } from '../../components/ProductGrid.tsx';
import { CategoryLinks } from './CategoryLinks.tsx';
import { ListingView } from './ListingView.tsx';
import { filterGroups, SEARCH_SORTS, searchApiQuery } from './listingQuery.ts';

const MAX_QUERY = 200;

function NothingFound({ q, activeCount, onClear }: { q: string; activeCount: number; onClear: () => void }) {
  if (activeCount > 0)
    return (
      <Box sx={emptyBoxSx}>
        <Typography variant="h5" component="p" gutterBottom>
          No pieces match “{q}” with these filters
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
            mb: 2,
          }}
        >
          Clear the filters to see everything we found for your search.
        </Typography>
        <Button variant="contained" onClick={onClear}>
          Clear filters
        </Button>
      </Box>
    );
  return (
    <Box sx={emptyBoxSx}>
      <Typography variant="h5" component="p" gutterBottom>
        We found nothing for “{q}”
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
          mb: 3,
          maxWidth: 520,
          mx: 'auto',
        }}
      >
        Check the spelling, or try a simpler word such as ring, earrings, necklace, gold or silver. Or browse
        a category:
      </Typography>
      <CategoryLinks />
    </Box>
  );
}

/** `/search?q=…`: the listing with the shopper's words, most relevant first, with the listing's filters. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  useEffect(() => {
    document.title = q ? `Search results for “${q}” | MoonMade Jewellery` : 'Search | MoonMade Jewellery';
  }, [q]);

  if (!q)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 2 }}>
          Search the shop
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
            mb: 3,
          }}
        >
          Type what you are looking for in the search field at the top, or browse a category.
        </Typography>
        <CategoryLinks />
      </Container>
    );

  return (
    <ListingView
      title={`Results for “${q}”`}
      breadcrumb={
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, fontSize: 13 }}>
          <Link component={RouterLink} to="/" color="inherit">
            Home
          </Link>
          <span>Search</span>
        </Breadcrumbs>
      }
      groups={filterGroups()}
      sorts={SEARCH_SORTS}
      apiQuery={searchApiQuery(params, q)}
      empty={({ activeCount, onClear }) => <NothingFound q={q} activeCount={activeCount} onClear={onClear} />}
    />
  );
}
