import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { INFO_PAGES, infoPagePath, NAVIGATION } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { SERIF } from '../../design/tokens.ts';
import { useAuth } from '../../features/auth/index.ts';
import { SearchField } from '../../features/search/SearchField.tsx';

/**
 * The slide-in menu on small screens: the search field, every category section and item, the pages, the
 * account links and the help pages.
 */
export default function MobileMenu({
  open,
  searchFirst = false,
  onClose,
  onSignIn,
}: {
  open: boolean;
  /** Opened by the search button: the search field takes the focus. */
  searchFirst?: boolean;
  onClose: () => void;
  onSignIn: () => void;
}) {
  const { user } = useAuth();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography sx={{ fontFamily: SERIF, fontSize: 24, fontWeight: 600 }}>MoonMade</Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1.5 }}>
        {/* Mounted again on each opening, so the search button's autofocus applies every time. */}
        {open && <SearchField served="menu" autoFocus={searchFirst} onDone={onClose} />}
      </Box>
      <Box component="nav" aria-label="Categories">
        {NAVIGATION.categories.map((category) =>
          category.sections.map((section) => (
            <List
              key={`${category.id}-${section.id}`}
              dense
              subheader={
                <ListSubheader sx={{ fontWeight: 600, letterSpacing: '0.08em', bgcolor: 'transparent' }}>
                  {`${category.name} · ${section.name}`.toUpperCase()}
                </ListSubheader>
              }
            >
              {section.items.map((item) => (
                <ListItemButton
                  key={item.id}
                  component={RouterLink}
                  to={`/${category.id}/${section.id}/${item.id}`}
                  onClick={onClose}
                  sx={{ pl: 3 }}
                >
                  <ListItemText primary={item.name} />
                </ListItemButton>
              ))}
            </List>
          )),
        )}
      </Box>
      <Divider />
      <List dense>
        {NAVIGATION.pages.map((page) => (
          <ListItemButton key={page.name} component={RouterLink} to={page.href} onClick={onClose}>
            <ListItemText primary={page.name} />
          </ListItemButton>
        ))}
        <ListItemButton component={RouterLink} to="/wishlist" onClick={onClose}>
          <ListItemText primary="Wishlist" />
        </ListItemButton>
        {user ? (
          <>
            <ListItemButton component={RouterLink} to="/account/order" onClick={onClose}>
              <ListItemText primary="My Orders" />
            </ListItemButton>
            <ListItemButton component={RouterLink} to="/account/profile" onClick={onClose}>
              <ListItemText primary="Profile" />
            </ListItemButton>
          </>
        ) : (
          <ListItemButton
            onClick={() => {
              onClose();
              onSignIn();
            }}
          >
            <ListItemText primary="Sign in or register" />
          </ListItemButton>
        )}
      </List>
      <Divider />
      <List
        dense
        component="nav"
        aria-label="Help"
        subheader={
          <ListSubheader sx={{ fontWeight: 600, letterSpacing: '0.08em', bgcolor: 'transparent' }}>
            HELP
          </ListSubheader>
        }
      >
        {INFO_PAGES.map((page) => (
          <ListItemButton
            key={page.slug}
            component={RouterLink}
            to={infoPagePath(page.slug)}
            onClick={onClose}
          >
            <ListItemText primary={page.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
