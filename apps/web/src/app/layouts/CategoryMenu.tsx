import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavCategory } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';

/** The desktop menu of one top-level category: its sections and their items. */
export default function CategoryMenu({
  anchor,
  category,
  onClose,
}: {
  anchor: HTMLElement;
  category: NavCategory;
  onClose: () => void;
}) {
  return (
    <Menu
      open
      anchorEl={anchor}
      onClose={onClose}
      slotProps={{
        paper: { sx: { minWidth: 220, mt: 0.5 } },
        list: { 'aria-label': `${category.name} categories` },
      }}
    >
      {category.sections.flatMap((section) => [
        <ListSubheader key={section.id} sx={{ lineHeight: '36px', fontWeight: 600, letterSpacing: '0.08em' }}>
          {section.name.toUpperCase()}
        </ListSubheader>,
        ...section.items.map((item) => (
          <MenuItem
            key={item.id}
            component={RouterLink}
            to={`/${category.id}/${section.id}/${item.id}`}
            onClick={onClose}
          >
            {item.name}
          </MenuItem>
        )),
      ])}
    </Menu>
  );
}
