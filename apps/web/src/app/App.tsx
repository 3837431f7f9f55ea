import { lazy, Suspense, useEffect } from 'react';
import { type Location, Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import type { DialogState } from '../features/auth/dialogState.ts';
import { TestModeBanner } from '../features/shop/TestModeBanner.tsx';
import { forgetServedPage } from '../lib/servedState.ts';
import { CustomerLayout } from './layouts/CustomerLayout.tsx';
import { HomePage, ListingPage, ProductPage } from './routePages.ts';
import { useScrollRestoration } from './useScrollRestoration.ts';

const AdminApp = lazy(() => import('../features/admin/AdminApp.tsx'));
const AuthDialog = lazy(() => import('../features/auth/AuthDialog.tsx'));
const CartPage = lazy(() => import('../features/cart/CartPage.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.tsx'));
const UnsubscribePage = lazy(() => import('../features/marketing/UnsubscribePage.tsx'));
const ConfirmOffersPage = lazy(() => import('../features/marketing/ConfirmOffersPage.tsx'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage.tsx'));
const GiftCardPage = lazy(() => import('../features/gift-cards/GiftCardPage.tsx'));
const GiftCardPaidPage = lazy(() => import('../features/gift-cards/GiftCardPaidPage.tsx'));
const GuestCheckoutPage = lazy(() => import('../features/checkout/GuestCheckoutPage.tsx'));
const CodConfirmedPage = lazy(() => import('../features/checkout/CodConfirmedPage.tsx'));
const CodConfirmLinkPage = lazy(() => import('../features/checkout/CodConfirmLinkPage.tsx'));
const CodPayOnlinePage = lazy(() => import('../features/checkout/CodPayOnlinePage.tsx'));
const CodPaidOnlinePage = lazy(() =>
  import('../features/checkout/CodPayOnlinePage.tsx').then((page) => ({ default: page.CodPaidOnlinePage })),
);
const MyOrdersPage = lazy(() => import('../features/orders/MyOrdersPage.tsx'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage.tsx'));
const OrderDetailPage = lazy(() => import('../features/orders/OrderDetailPage.tsx'));
const GuestOrderPage = lazy(() => import('../features/orders/GuestOrderPage.tsx'));
const TrackOrderPage = lazy(() => import('../features/orders/TrackOrderPage.tsx'));
const GuestOrdersLinkPage = lazy(() => import('../features/orders/GuestOrdersLinkPage.tsx'));
const VerifyEmailPage = lazy(() => import('../features/orders/VerifyEmailPage.tsx'));
const PaymentPage = lazy(() => import('../features/payment/PaymentPage.tsx'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage.tsx'));
const InfoPage = lazy(() => import('../features/pages/InfoPage.tsx'));
const SearchPage = lazy(() => import('../features/catalog/SearchPage.tsx'));
const WishlistPage = lazy(() => import('../features/wishlist/WishlistPage.tsx'));

const AUTH_PATH = /^\/(login|register)\/?$/i;
const ADMIN_PATH = /^\/admin(\/|$)/i;

export function App() {
  const location = useLocation();
  const authMode = AUTH_PATH.test(location.pathname)
    ? location.pathname.toLowerCase().startsWith('/login')
      ? 'login'
      : 'register'
    : null;
  // The served page's state is for the page it showed, the one the app opens on (BrowserRouter's key 'default').
  useEffect(() => {
    if (location.key !== 'default') forgetServedPage();
  }, [location.key]);
  const background = (location.state as DialogState | null)?.background;
  // /login and /register open a dialog over the page they came from, or over the home page when opened directly.
  const pageLocation: Location | string = authMode ? (background ?? '/') : location;
  // The page under the sign-in dialog keeps its place: scrolling follows the page, not the dialog's path.
  useScrollRestoration(
    typeof pageLocation === 'string' ? { key: 'auth-dialog', pathname: pageLocation } : pageLocation,
  );
  return (
    <ErrorBoundary>
      <TestModeBanner />
      <Routes location={pageLocation}>
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={<PageLoader fullScreen />}>
              <AdminApp />
            </Suspense>
          }
        />
        <Route element={<CustomerLayout />}>
          <Route index element={<HomePage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="checkout/guest" element={<GuestCheckoutPage />} />
          <Route path="order-placed/:orderId" element={<CodConfirmedPage />} />
          <Route path="cod-confirm" element={<CodConfirmLinkPage />} />
          <Route path="cod-pay" element={<CodPayOnlinePage />} />
          <Route path="cod-pay/paid" element={<CodPaidOnlinePage />} />
          <Route path="account/order" element={<MyOrdersPage />} />
          <Route path="account/order/:orderId" element={<OrderDetailPage />} />
          <Route path="order/:orderId" element={<GuestOrderPage />} />
          <Route path="track-order" element={<TrackOrderPage />} />
          <Route path="account/guest-orders" element={<GuestOrdersLinkPage />} />
          <Route path="account/verify-email" element={<VerifyEmailPage />} />
          <Route path="account/profile" element={<ProfilePage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="unsubscribe" element={<UnsubscribePage />} />
          <Route path="confirm-offers" element={<ConfirmOffersPage />} />
          <Route path="payment/:orderId" element={<PaymentPage />} />
          <Route path="search" element={<SearchPage />} />
          <Route path="gift-cards" element={<GiftCardPage />} />
          <Route path="gift-cards/paid/:id" element={<GiftCardPaidPage />} />
          <Route path="wishlist" element={<WishlistPage />} />
          <Route path="pages/:slug" element={<InfoPage />} />
          {/* Paths match case-insensitively, so this serves /product/{id} and the spec's /Product/{id}. */}
          <Route path="product/:productId" element={<ProductPage />} />
          {/* React Router ranks :levelOne/:levelTwo/:levelThree above /admin/*, which sent /admin/product/create here. */}
          {!ADMIN_PATH.test(typeof pageLocation === 'string' ? pageLocation : pageLocation.pathname) && (
            <Route path=":levelOne/:levelTwo/:levelThree" element={<ListingPage />} />
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      {authMode && (
        <Suspense fallback={null}>
          <AuthDialog mode={authMode} />
        </Suspense>
      )}
    </ErrorBoundary>
  );
}
