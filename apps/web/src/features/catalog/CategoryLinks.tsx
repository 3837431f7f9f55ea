import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { categoryTitle, NAVIGATION } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';

const CATEGORIES = NAVIGATION.categories.flatMap((category) =>
  category.sections.flatMap((section) =>
    section.items.map((item) => ({
      id: item.id,
      label: categoryTitle(item.id),
      to: `/${category.id}/${section.id}/${item.id}`,
    })),
  ),
);

/** Every category as a link, for pages that help a shopper who has not found what they wanted. */
export function CategoryLinks() {
  return (
    <Box
      component="ul"
      aria-label="Categories"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: 1,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {CATEGORIES.map((category) => (
        <li key={category.id}>
          <Chip component={RouterLink} to={category.to} label={category.label} clickable variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
