import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { NAVIGATION, type NavCategory } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { navButtonSx } from './navButtonSx.ts';

interface CategoryNavProps {
  openCategoryId: string | undefined;
  helpOpen: boolean;
  onOpenCategory: (anchor: HTMLElement, category: NavCategory) => void;
  onOpenHelp: (anchor: HTMLElement) => void;
}

/** The wide screen's row of categories (each opening its menu), pages and Help. */
export function CategoryNav({ openCategoryId, helpOpen, onOpenCategory, onOpenHelp }: CategoryNavProps) {
  return (
    <Box
      component="nav"
      aria-label="Categories"
      sx={{ display: { xs: 'none', md: 'flex' }, ml: 4, gap: 0.5 }}
    >
      {NAVIGATION.categories.map((category) => (
        <ButtonBase
          key={category.id}
          sx={navButtonSx}
          aria-haspopup="menu"
          aria-expanded={openCategoryId === category.id}
          onClick={(event) => onOpenCategory(event.currentTarget, category)}
        >
          {category.name}
          <KeyboardArrowDownIcon fontSize="small" />
        </ButtonBase>
      ))}
      {NAVIGATION.pages.map((page) => (
        <ButtonBase key={page.name} sx={navButtonSx} component={RouterLink} to={page.href}>
          {page.name}
        </ButtonBase>
      ))}
      <ButtonBase
        sx={navButtonSx}
        aria-haspopup="menu"
        aria-expanded={helpOpen}
        onClick={(event) => onOpenHelp(event.currentTarget)}
      >
        Help
        <KeyboardArrowDownIcon fontSize="small" />
      </ButtonBase>
    </Box>
  );
}
