import CheckIcon from '@mui/icons-material/Check';
import SortIcon from '@mui/icons-material/Sort';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { type ListingSort, SORT_LABELS } from './listingQuery.ts';

interface SortButtonProps {
  sort: ListingSort;
  sorts: readonly ListingSort[];
  onChange: (sort: ListingSort) => void;
}

/** The listing's sort: a button naming the current one, opening a menu of those offered. */
export function SortButton({ sort, sorts, onChange }: SortButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-label={`Sort: ${SORT_LABELS[sort]}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {SORT_LABELS[sort]}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          Sort
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {sorts.map((value) => (
          <MenuItem
            key={value}
            selected={value === sort}
            onClick={() => {
              onChange(value);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{value === sort && <CheckIcon fontSize="small" />}</ListItemIcon>
            {SORT_LABELS[value]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
