import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NavCategory } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { ProductImage } from '../../components/ProductImage.tsx';
import { TILE_SIZES } from '../../lib/imageSources.ts';

/** docs/product.md §2 Home: the items of a category's jewellery section as image tiles with a name and an arrow. */
export function CategoryTiles({ category }: { category: NavCategory }) {
  const section = category.sections.find((s) => s.id === 'jewellery') ?? category.sections[0];
  if (!section) return null;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2.5 },
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: `repeat(${section.items.length}, 1fr)` },
      }}
    >
      {section.items.map((item) => (
        <li key={item.id}>
          <Box
            component={RouterLink}
            to={`/${category.id}/${section.id}/${item.id}`}
            sx={{
              display: 'block',
              textDecoration: 'none',
              color: 'inherit',
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              '&:hover img': { transform: 'scale(1.04)' },
              '& img': { transition: 'transform 400ms ease' },
              '@media (prefers-reduced-motion: reduce)': { '& img': { transition: 'none' } },
            }}
          >
            <ProductImage src={item.src} alt={item.alt} sizes={TILE_SIZES} />
            <Box
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
              <ArrowForwardIcon fontSize="small" aria-hidden="true" />
            </Box>
          </Box>
        </li>
      ))}
    </Box>
  );
}
