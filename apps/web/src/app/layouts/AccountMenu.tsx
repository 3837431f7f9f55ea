import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../features/auth/index.ts';

export default function AccountMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { user, signOut } = useAuth();
  return (
    <Menu
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 180, mt: 0.5 } } }}
    >
      <MenuItem component={RouterLink} to="/account/profile" onClick={onClose}>
        Profile
      </MenuItem>
      <MenuItem component={RouterLink} to="/account/order" onClick={onClose}>
        My Orders
      </MenuItem>
      <MenuItem component={RouterLink} to="/wishlist" onClick={onClose}>
        Wishlist
      </MenuItem>
      {user?.role === 'admin' && (
        <MenuItem component={RouterLink} to="/admin" onClick={onClose}>
          Admin
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}
