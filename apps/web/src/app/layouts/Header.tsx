import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import type { NavCategory } from '@shop/contracts';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/index.ts';
import { useCart, useRememberMemberCount } from '../../features/cart/index.ts';
import { SearchField } from '../../features/search/SearchField.tsx';
import { useWishlistIds } from '../../features/wishlist/index.ts';
import { takeServedMenu } from '../../lib/servedState.ts';
import { AccountButton } from './AccountButton.tsx';
import { CartButton } from './CartButton.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { FreeDeliveryBanner } from './FreeDeliveryBanner.tsx';
import { Logo } from './Logo.tsx';

// Menus and the drawer are only needed after a click: they load then, keeping the first page light.
const CategoryMenu = lazy(() => import('./CategoryMenu.tsx'));
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));
const MobileMenu = lazy(() => import('./MobileMenu.tsx'));
const InfoMenu = lazy(() => import('./InfoMenu.tsx'));

function useOpenSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate('/login', { state: { background: location } });
}

export function Header() {
  const { user, isLoading } = useAuth();
  const cart = useCart();
  useRememberMemberCount(cart);
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
  // The served page's menu, or its phone search, left open: the app's drawer opens in its place (decision 0123).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app replaces the served page
  useLayoutEffect(() => {
    const served = takeServedMenu();
    if (served?.open || served?.search) openDrawer(!served.open);
  }, []);

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
          <CategoryNav
            openCategoryId={categoryMenu?.category.id}
            helpOpen={infoAnchor !== null}
            onOpenCategory={(anchor, category) => setCategoryMenu({ anchor, category })}
            onOpenHelp={setInfoAnchor}
          />
          <Box sx={{ flex: 1, display: 'flex', justifyContent: 'flex-end', minWidth: 0, px: { md: 2 } }}>
            <SearchField
              served="bar"
              sx={{ display: { xs: 'none', md: 'block' }, width: '100%', maxWidth: 340 }}
            />
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
            <AccountButton firstName={user.firstName} onOpen={setAccountAnchor} />
          ) : (
            <IconButton aria-label="Sign in" onClick={openSignIn} disabled={isLoading}>
              <PersonOutlineIcon />
            </IconButton>
          )}
          <CartButton totalQuantity={cart.totalQuantity} />
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
