import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { INFO_PAGES, infoPagePath } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';

/** The header's Help menu: every information page (shipping, returns, sizes, care, contact, policies). */
export default function InfoMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  return (
    <Menu open anchorEl={anchor} onClose={onClose} slotProps={{ paper: { sx: { minWidth: 220, mt: 0.5 } } }}>
      {INFO_PAGES.map((page) => (
        <MenuItem key={page.slug} component={RouterLink} to={infoPagePath(page.slug)} onClick={onClose}>
          {page.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
