import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { NAVIGATION, type NavCategory } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { visuallyHidden } from '../../lib/a11y.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useNearViewport } from '../../lib/useNearViewport.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { CategoryTiles } from './CategoryTiles.tsx';
import { CollectionCarousel } from './CollectionCarousel.tsx';
import { collectionQuery } from './collectionQuery.ts';

// Below the fold: its code and its three queries wait until the shopper scrolls toward it.
const HomeShelves = lazy(() => import('./HomeShelves.tsx'));

/** The collection shows real pieces: the best discounts across the shop, in stock. */
function useCollection() {
  return useQuery(collectionQuery());
}

function SectionTitle({ id, children, eyebrow }: { id: string; children: string; eyebrow: string }) {
  return (
    <Box sx={{ mb: 3, textAlign: 'center' }}>
      <Typography
        variant="overline"
        component="p"
        sx={{
          color: 'secondary.dark',
        }}
      >
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2" component="h2" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
        {children}
      </Typography>
    </Box>
  );
}

/** "For Her" and "For Him": a category's tiles under its title. */
function CategorySection({
  id,
  eyebrow,
  title,
  category,
}: {
  id: string;
  eyebrow: string;
  title: string;
  category: NavCategory;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 6, md: 9 } }}>
      <SectionTitle id={id} eyebrow={eyebrow}>
        {title}
      </SectionTitle>
      <CategoryTiles category={category} />
    </Box>
  );
}

export function HomePage() {
  const collection = useCollection();
  const [shelves, shelvesNear] = useNearViewport();
  useEffect(() => {
    document.title = 'MoonMade Jewellery';
  }, []);
  const women = NAVIGATION.categories.find((c) => c.id === 'women');
  const men = NAVIGATION.categories.find((c) => c.id === 'men');

  return (
    <>
      <Typography component="h1" sx={visuallyHidden}>
        MoonMade Jewellery
      </Typography>
      <BannerCarousel />
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 8 } }}>
        <Box component="section" aria-labelledby="collection-title">
          <SectionTitle id="collection-title" eyebrow="Handpicked">
            MoonMade Collection
          </SectionTitle>
          {collection.isError ? (
            <Typography color="error" role="alert" sx={{ textAlign: 'center' }}>
              {errorMessage(collection.error, 'The collection could not be loaded.')}
            </Typography>
          ) : (
            <CollectionCarousel products={collection.data?.content ?? []} loading={collection.isPending} />
          )}
        </Box>
        {women && <CategorySection id="for-her-title" eyebrow="Women" title="For Her" category={women} />}
        {men && <CategorySection id="for-him-title" eyebrow="Men" title="For Him" category={men} />}
        <Box ref={shelves} sx={{ minHeight: shelvesNear ? undefined : 1 }}>
          {shelvesNear && (
            <Suspense fallback={null}>
              <HomeShelves />
            </Suspense>
          )}
        </Box>
      </Container>
    </>
  );
}
