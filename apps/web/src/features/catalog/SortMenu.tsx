import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ListingSort, SORT_LABELS } from './listingQuery.ts';

interface SortMenuProps {
  anchor: HTMLElement | null;
  open: boolean;
  sort: ListingSort;
  sorts: readonly ListingSort[];
  onChoose: (sort: ListingSort) => void;
  onClose: () => void;
}

/** The sorts offered, the current one ticked (SortButton loads it on first use). */
export default function SortMenu({ anchor, open, sort, sorts, onChoose, onClose }: SortMenuProps) {
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose}>
      {sorts.map((value) => (
        <MenuItem key={value} selected={value === sort} onClick={() => onChoose(value)}>
          <ListItemIcon>{value === sort && <CheckIcon fontSize="small" />}</ListItemIcon>
          {SORT_LABELS[value]}
        </MenuItem>
      ))}
    </Menu>
  );
}
