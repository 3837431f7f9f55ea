import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Route, Link as RouterLink, Routes } from 'react-router';
import { PageLoader } from '../../components/PageLoader.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { useAuth } from '../auth/index.ts';
import { AdminProductsPage, CreateProductPage, EditProductPage } from './catalogue/index.ts';
import { AdminCustomerPage, AdminCustomersPage } from './customers/index.ts';
import { AdminDashboardPage, AdminReportsPage } from './dashboard/index.ts';
import { AdminCouponsPage, AdminGiftCardsPage, AdminReviewsPage } from './marketing/index.ts';
import {
  AdminInvoicesPage,
  AdminOrderDetailPage,
  AdminOrdersPage,
  AdminReturnsPage,
} from './orders/index.ts';
import {
  AdminActivityPage,
  AdminDeliveryPage,
  AdminGrievancesPage,
  AdminJobsPage,
  AdminOutboxPage,
  AdminShiprocketPage,
  AdminWhatsappPage,
} from './settings/index.ts';
import { AdminLayout } from './shared/AdminLayout.tsx';

function NotAllowed() {
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '2.4rem' }} gutterBottom>
        Not allowed
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
          mb: 3,
        }}
      >
        This area is for the shop's administrators. Your account is a customer account.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to the shop
      </Button>
    </Container>
  );
}

/**
 * The admin area, loaded as its own chunk. Signed out: a sign-in prompt; a customer: "not allowed"; an
 * admin: the pages. The server checks the role on every /api/admin call as well (docs/security.md S03).
 * Inner routes are relative to /admin; the side navigation links use full /admin/... paths (docs/product.md §2).
 */
export default function AdminApp() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader fullScreen label="Checking your account" />;
  if (!user)
    return (
      <Container maxWidth="sm" sx={{ py: 12 }}>
        <SignInPrompt what="the admin area" />
      </Container>
    );
  if (user.role !== 'admin') return <NotAllowed />;
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminDashboardPage />} />
        <Route path="products" element={<AdminProductsPage />} />
        <Route path="product/create" element={<CreateProductPage />} />
        <Route path="product/:productId/edit" element={<EditProductPage />} />
        <Route path="orders" element={<AdminOrdersPage />} />
        <Route path="orders/:orderId" element={<AdminOrderDetailPage />} />
        <Route path="returns" element={<AdminReturnsPage />} />
        <Route path="gift-cards" element={<AdminGiftCardsPage />} />
        <Route path="reviews" element={<AdminReviewsPage />} />
        <Route path="reports" element={<AdminReportsPage />} />
        <Route path="invoices" element={<AdminInvoicesPage />} />
        <Route path="customers" element={<AdminCustomersPage />} />
        <Route path="customers/:customerId" element={<AdminCustomerPage />} />
        <Route path="coupons" element={<AdminCouponsPage />} />
        <Route path="delivery" element={<AdminDeliveryPage />} />
        <Route path="shiprocket" element={<AdminShiprocketPage />} />
        <Route path="activity" element={<AdminActivityPage />} />
        <Route path="outbox" element={<AdminOutboxPage />} />
        <Route path="jobs" element={<AdminJobsPage />} />
        <Route path="grievances" element={<AdminGrievancesPage />} />
        <Route path="whatsapp" element={<AdminWhatsappPage />} />
        <Route
          path="*"
          element={
            <Box sx={{ p: 4 }}>
              <Typography variant="h4" component="h1">
                Page not found
              </Typography>
            </Box>
          }
        />
      </Route>
    </Routes>
  );
}
