import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { NAVIGATION, type NavCategory } from '@shop/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/index.ts';
import { useCart } from '../../features/cart/index.ts';
import { SearchField } from '../../features/search/SearchField.tsx';
import { useWishlistIds } from '../../features/wishlist/index.ts';
import { visuallyHidden } from '../../lib/a11y.ts';
import { SERIF } from '../theme.ts';
import { FreeDeliveryBanner } from './FreeDeliveryBanner.tsx';

// Menus and the drawer are only needed after a click: they load then, keeping the first page light.
const CategoryMenu = lazy(() => import('./CategoryMenu.tsx'));
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));
const MobileMenu = lazy(() => import('./MobileMenu.tsx'));
const InfoMenu = lazy(() => import('./InfoMenu.tsx'));

export function Logo() {
  return (
    <Typography
      component={RouterLink}
      to="/"
      sx={{
        fontFamily: SERIF,
        fontWeight: 600,
        fontSize: { xs: 26, md: 30 },
        letterSpacing: '0.04em',
        color: 'primary.main',
        textDecoration: 'none',
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
    >
      Moon
      <Box component="span" sx={{ color: 'secondary.dark' }}>
        Made
      </Box>
    </Typography>
  );
}

const navButtonSx = {
  px: 1.5,
  height: 40,
  borderRadius: 1,
  fontSize: 15,
  fontWeight: 500,
  color: 'text.primary',
  gap: 0.5,
  '&:hover': { bgcolor: 'rgba(79,51,44,0.06)' },
} as const;

function useOpenSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate('/login', { state: { background: location } });
}

export function Header() {
  const { user, isLoading } = useAuth();
  const { totalQuantity } = useCart();
  const openSignIn = useOpenSignIn();
  const [categoryMenu, setCategoryMenu] = useState<{ anchor: HTMLElement; category: NavCategory } | null>(
    null,
  );
  const [accountAnchor, setAccountAnchor] = useState<HTMLElement | null>(null);
  const [infoAnchor, setInfoAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Opened from the search button (small screens): the menu's search field takes the focus.
  const [drawerSearch, setDrawerSearch] = useState(false);
  const saved = useWishlistIds().ids.length;
  const openDrawer = (search: boolean) => {
    setDrawerSearch(search);
    setDrawerMounted(true);
    setDrawerOpen(true);
  };
  // Mounted on the first open and kept, so the drawer can slide out again when closed.
  const [drawerMounted, setDrawerMounted] = useState(false);

  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 1100 }}>
      <FreeDeliveryBanner />
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="xl"
          sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, height: { xs: 60, md: 68 } }}
        >
          <IconButton
            aria-label="Open menu"
            onClick={() => openDrawer(false)}
            sx={{ display: { md: 'none' }, ml: -1 }}
          >
            <MenuIcon />
          </IconButton>
          <Logo />
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
                aria-expanded={categoryMenu?.category.id === category.id}
                onClick={(event) => setCategoryMenu({ anchor: event.currentTarget, category })}
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
              aria-expanded={infoAnchor !== null}
              onClick={(event) => setInfoAnchor(event.currentTarget)}
            >
              Help
              <KeyboardArrowDownIcon fontSize="small" />
            </ButtonBase>
          </Box>
          <Box sx={{ flex: 1, display: 'flex', justifyContent: 'flex-end', minWidth: 0, px: { md: 2 } }}>
            <SearchField sx={{ display: { xs: 'none', md: 'block' }, width: '100%', maxWidth: 340 }} />
          </Box>
          <IconButton
            aria-label="Open search"
            onClick={() => openDrawer(true)}
            sx={{ display: { md: 'none' } }}
          >
            <SearchIcon />
          </IconButton>
          <IconButton
            component={RouterLink}
            to="/wishlist"
            aria-label={saved > 0 ? `Wishlist, ${saved} piece${saved === 1 ? '' : 's'}` : 'Wishlist'}
          >
            <FavoriteBorderIcon />
          </IconButton>
          {user ? (
            <ButtonBase
              aria-haspopup="menu"
              onClick={(event) => setAccountAnchor(event.currentTarget)}
              sx={{ ...navButtonSx, px: 1, height: 44 }}
            >
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                  fontSize: 15,
                }}
              >
                {user.firstName.charAt(0).toUpperCase()}
              </Box>
              {/* The name reads "Account menu for Asha"; the visible part is the first name (shown from 640 px). */}
              <Box component="span" sx={visuallyHidden}>
                Account menu for{' '}
              </Box>
              <Box component="span" sx={{ ...visuallyHidden, display: { sm: 'none' } }}>
                {user.firstName}
              </Box>
              <Box
                component="span"
                sx={{
                  ml: 1,
                  display: { xs: 'none', sm: 'inline' },
                  maxWidth: 120,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {user.firstName}
              </Box>
            </ButtonBase>
          ) : (
            <IconButton aria-label="Sign in" onClick={openSignIn} disabled={isLoading}>
              <PersonOutlineIcon />
            </IconButton>
          )}
          <IconButton
            component={RouterLink}
            to="/cart"
            aria-label={
              totalQuantity > 0 ? `Cart, ${totalQuantity} item${totalQuantity === 1 ? '' : 's'}` : 'Cart'
            }
            sx={{ mr: { xs: 0, sm: -1 } }}
          >
            <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
              <ShoppingBagOutlinedIcon />
              {totalQuantity > 0 && (
                <Box
                  component="span"
                  data-testid="cart-badge"
                  aria-hidden="true"
                  sx={{
                    position: 'absolute',
                    top: -8,
                    right: -10,
                    minWidth: 20,
                    height: 20,
                    px: 0.5,
                    borderRadius: 10,
                    bgcolor: 'error.main',
                    color: 'error.contrastText',
                    fontSize: 12,
                    fontWeight: 600,
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {totalQuantity > 99 ? '99+' : totalQuantity}
                </Box>
              )}
            </Box>
          </IconButton>
        </Container>
      </Box>
      <Suspense fallback={null}>
        {categoryMenu && (
          <CategoryMenu
            anchor={categoryMenu.anchor}
            category={categoryMenu.category}
            onClose={() => setCategoryMenu(null)}
          />
        )}
        {accountAnchor && user && (
          <AccountMenu anchor={accountAnchor} onClose={() => setAccountAnchor(null)} />
        )}
        {infoAnchor && <InfoMenu anchor={infoAnchor} onClose={() => setInfoAnchor(null)} />}
        {drawerMounted && (
          <MobileMenu
            open={drawerOpen}
            searchFirst={drawerSearch}
            onClose={() => setDrawerOpen(false)}
            onSignIn={openSignIn}
          />
        )}
      </Suspense>
    </Box>
  );
}
