import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { SERIF } from '../../../design/tokens.ts';
import { visuallyHidden } from '../../../lib/a11y.ts';
import { useAuth } from '../../auth/index.ts';

/** docs/product.md §2: the side navigation with full /admin/... paths, plus Returns, Reviews, Activity (the audit log), Outbox (mail), Jobs (the job queue) and Account. */
export const ADMIN_NAV = [
  { name: 'Dashboard', path: '/admin', icon: <DashboardOutlinedIcon /> },
  { name: 'Products', path: '/admin/products', icon: <Inventory2OutlinedIcon /> },
  { name: 'Customers', path: '/admin/customers', icon: <PeopleOutlineIcon /> },
  { name: 'Orders', path: '/admin/orders', icon: <ReceiptLongOutlinedIcon /> },
  { name: 'Reports', path: '/admin/reports', icon: <InsightsOutlinedIcon /> },
  { name: 'Returns', path: '/admin/returns', icon: <AssignmentReturnOutlinedIcon /> },
  { name: 'Reviews', path: '/admin/reviews', icon: <RateReviewOutlinedIcon /> },
  { name: 'Coupons', path: '/admin/coupons', icon: <LocalOfferOutlinedIcon /> },
  { name: 'Delivery', path: '/admin/delivery', icon: <LocalShippingOutlinedIcon /> },
  { name: 'Shiprocket', path: '/admin/shiprocket', icon: <SettingsOutlinedIcon /> },
  { name: 'Invoices', path: '/admin/invoices', icon: <RequestQuoteOutlinedIcon /> },
  { name: 'Gift cards', path: '/admin/gift-cards', icon: <CardGiftcardOutlinedIcon /> },
  { name: 'Add product', path: '/admin/product/create', icon: <AddBoxOutlinedIcon /> },
  { name: 'Activity', path: '/admin/activity', icon: <HistoryOutlinedIcon /> },
  { name: 'Outbox', path: '/admin/outbox', icon: <MailOutlineIcon /> },
  { name: 'Jobs', path: '/admin/jobs', icon: <PendingActionsOutlinedIcon /> },
  { name: 'Grievances', path: '/admin/grievances', icon: <GavelOutlinedIcon /> },
  { name: 'WhatsApp', path: '/admin/whatsapp', icon: <ChatOutlinedIcon /> },
];

/** The spec's Account entry, which did nothing: it opens a menu to visit the shop or sign out. */
function AccountEntry({ email }: { email: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const menuId = useId();
  return (
    <List>
      <ListItem disablePadding>
        <ListItemButton
          sx={{ flexDirection: { xs: 'column', md: 'row' }, px: { xs: 0.5, md: 2 } }}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ListItemIcon sx={{ minWidth: { xs: 0, md: 40 } }}>
            <AccountCircleOutlinedIcon />
          </ListItemIcon>
          <ListItemText
            primary="Account"
            secondary={email}
            // The email is hidden on the phone's narrow rail but still read out: the button's name is its text.
            sx={(theme) => ({
              [theme.breakpoints.down('md')]: {
                my: 0,
                '& .MuiListItemText-primary': { fontSize: '0.66rem' },
                '& .MuiListItemText-secondary': visuallyHidden,
              },
              '& .MuiListItemText-secondary': { overflow: 'hidden', textOverflow: 'ellipsis' },
            })}
          />
        </ListItemButton>
      </ListItem>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <MenuItem component={RouterLink} to="/" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <StorefrontOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Visit the shop
        </MenuItem>
        <MenuItem
          onClick={async () => {
            setAnchor(null);
            // Signing out reloads the page: leave the admin area first, so the reload lands in the shop.
            navigate('/');
            await signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </List>
  );
}

/** The phone's navigation rail, wide enough for "Add product" under its icon. */
const RAIL = 76;

/** The edit form of a product belongs to Products in the navigation. */
const EDIT_PATH = /^\/admin\/product\/[^/]+\/edit/;

/** Side navigation about 14 % wide, content 85 % (on phones a narrow rail of icons over their names). */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="nav"
        aria-label="Admin"
        sx={{
          width: { xs: RAIL, md: '14%' },
          minWidth: { md: 180 },
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {/* The column runs the page's full height; its content stays in view while the page scrolls. */}
        <Box
          sx={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            display: 'flex',
            flexDirection: 'column',
            overflowY: 'auto',
          }}
        >
          <Typography
            component={RouterLink}
            to="/"
            sx={{
              fontFamily: SERIF,
              fontSize: 24,
              fontWeight: 600,
              px: 2,
              py: 2.5,
              color: 'inherit',
              textDecoration: 'none',
              display: { xs: 'none', md: 'block' },
            }}
          >
            MoonMade
          </Typography>
          <List sx={{ flex: 1 }}>
            {ADMIN_NAV.map((item) => {
              const active =
                item.path === '/admin'
                  ? pathname === '/admin' || pathname === '/admin/'
                  : pathname.startsWith(item.path) ||
                    (item.path === '/admin/products' && EDIT_PATH.test(pathname));
              return (
                <ListItem key={item.path} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={item.path}
                    selected={active}
                    aria-current={active ? 'page' : undefined}
                    aria-label={item.name}
                    // A phone's rail shows each icon over its name (a labelled navigation rail).
                    sx={{
                      flexDirection: { xs: 'column', md: 'row' },
                      gap: { xs: 0.25, md: 0 },
                      px: { xs: 0.5, md: 2 },
                      py: { xs: 0.75, md: 1 },
                      textAlign: { xs: 'center', md: 'left' },
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: { xs: 0, md: 40 } }}>{item.icon}</ListItemIcon>
                    <ListItemText
                      primary={item.name}
                      sx={{ my: { xs: 0, md: 0.5 } }}
                      slotProps={{
                        primary: {
                          sx: {
                            fontSize: { xs: '0.66rem', md: 'inherit' },
                            lineHeight: { xs: 1.2, md: 1.5 },
                          },
                        },
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <AccountEntry email={user?.email ?? ''} />
        </Box>
      </Box>
      <Box
        component="main"
        sx={{
          width: { xs: `calc(100% - ${RAIL}px)`, md: '85%' },
          flex: 1,
          minWidth: 0,
          p: { xs: 1.5, md: 4 },
        }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
