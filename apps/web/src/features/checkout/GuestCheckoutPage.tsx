import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { type AddressInput, formatRupees, type GuestOrderBody } from '@shop/contracts';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LinkAlert } from '../../components/LinkAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { panelSx } from '../../components/Panel.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { guestOrderPath } from '../../lib/guestOrderTokens.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { AddressForm } from '../addresses/index.ts';
import { useAuth } from '../auth/index.ts';
import { useCart } from '../cart/index.ts';
import { openPaymentLink } from '../orders/index.ts';
import { useShop } from '../shop/index.ts';
import { useCheckoutQuote } from './checkoutApi.ts';
import { type GuestChoices, GuestExtras, NO_CHOICES } from './GuestExtras.tsx';
import { GuestTotal } from './GuestTotal.tsx';
import { placeGuestCod, usePlaceGuestOrder } from './guestCheckoutApi.ts';

/**
 * `/checkout/guest`: "Continue as guest" from the sign-in dialog. Email, phone and address in the address form,
 * coupon, gift and payment beside it. The form's button asks the server for the order's total (the quote: every
 * fee and discount, for the payment chosen), shown under it with the button that places the order, then pays
 * online or places cash on delivery with the order's token. The guest lands on the order's own page.
 */
export default function GuestCheckoutPage() {
  const { token } = useAuth();
  const cart = useCart();
  const shop = useShop();
  const navigate = useNavigate();
  const guestOrder = usePlaceGuestOrder();
  const [choices, setChoices] = useState<GuestChoices>(NO_CHOICES);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The email and address the guest has given: with the choices beside them, the body the quote prices.
  const [details, setDetails] = useState<AddressInput | null>(null);

  usePageTitle('Checkout as a guest');

  const itemsTotal = cart.totalDiscountedPrice;
  const lineKey = cart.lines.map((l) => `${l.productId}/${l.size}/${l.quantity}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lines change only when lineKey does.
  const body = useMemo<GuestOrderBody | null>(() => {
    if (!details || cart.lines.length === 0) return null;
    const { email, ...shippingAddress } = details;
    const message = choices.message.trim();
    return {
      email,
      items: cart.lines.map((l) => ({
        productId: l.productId,
        size: l.size,
        quantity: l.quantity,
        ...(l.personalisation ? { personalisation: { text: l.personalisation.text } } : {}),
      })),
      shippingAddress: { ...shippingAddress, landmark: shippingAddress.landmark ?? '' },
      couponCode: choices.couponCode.trim() || undefined,
      gift: choices.wrap || message ? { wrap: choices.wrap, message: message || undefined } : undefined,
      marketingConsent: choices.marketingConsent,
      whatsappOptIn: choices.whatsappOptIn,
    };
  }, [details, choices, lineKey]);
  const quote = useCheckoutQuote(body);
  const codReason = quote.data ? quote.data.cod.reason : null;
  const method = choices.method === 'COD' && codReason === null ? 'COD' : 'ONLINE';

  if (token) return <Navigate to="/checkout?step=2" replace />;

  const review = async (values: AddressInput): Promise<boolean> => {
    setError(null);
    setDetails(values);
    // The form keeps what was typed: the guest may correct it and see the total again.
    return false;
  };

  const place = async (): Promise<void> => {
    if (!body) return;
    setError(null);
    setWorking(true);
    let placed: { orderId: string; orderToken: string } | null = null;
    try {
      const { order, orderToken } = await guestOrder.mutateAsync(body);
      placed = { orderId: order._id, orderToken };
      if (order.orderStatus !== 'PENDING') navigate(guestOrderPath(order._id, orderToken));
      else if (method === 'COD') {
        await placeGuestCod(order._id, orderToken);
        navigate(guestOrderPath(order._id, orderToken));
      } else await openPaymentLink(order._id);
    } catch (e) {
      setWorking(false);
      // The order exists (its pieces held): its page offers the payment again and says what went wrong.
      if (placed) navigate(guestOrderPath(placed.orderId, placed.orderToken));
      else setError(e);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading gap={1}>Checkout as a guest</PageHeading>
      <Typography
        sx={{
          color: 'text.secondary',
          mb: 3,
        }}
      >
        No account needed: we email your order and a link to follow it. You can register later with the same
        email and add these orders to your account.
      </Typography>
      {cart.lines.length === 0 && !guestOrder.isSuccess ? (
        <LinkAlert severity="info" link={{ to: '/', label: 'Shop now' }}>
          Your cart is empty. Add something to it first.
        </LinkAlert>
      ) : (
        <>
          {error ? (
            <LinkAlert
              severity="error"
              sx={{ mb: 3 }}
              link={isApiError(error, 'OUT_OF_STOCK') ? { to: '/cart', label: 'Go to cart' } : undefined}
            >
              {errorMessage(error, 'Your order could not be placed. Please try again.')}
            </LinkAlert>
          ) : null}
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 5 },
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
              alignItems: 'start',
            }}
          >
            <Box sx={panelSx}>
              <AddressForm
                editing={null}
                onSubmit={review}
                onCancelEdit={() => undefined}
                busy={working}
                addLabel={details ? 'UPDATE TOTAL' : 'SEE TOTAL'}
                addTitle="Your details and address"
              />
              <GuestTotal
                quote={quote}
                method={method}
                itemCount={cart.totalQuantity}
                totalPrice={cart.totalPrice}
                couponCode={body?.couponCode ?? null}
                working={working}
                onPlace={place}
              />
            </Box>
            <Box
              component="section"
              aria-labelledby="guest-order-title"
              // On a phone the order and its options come first, the address and the button after them.
              sx={{ ...panelSx, order: { xs: -1, md: 0 } }}
            >
              <Typography id="guest-order-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
                Your order
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
                {cart.lines.map((line) => (
                  <Box
                    component="li"
                    key={line.key}
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
                  >
                    <Typography variant="body2">
                      {line.title} · size {line.size.toUpperCase()} × {line.quantity}
                    </Typography>
                    <Typography variant="body2">{formatRupees(line.discountedPrice)}</Typography>
                  </Box>
                ))}
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>Items</Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatRupees(itemsTotal)}</Typography>
              </Box>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                }}
              >
                Your total, with delivery, coupon, gift wrap and the payment you choose, shows before you
                place the order: enter your details and tap See total.
              </Typography>
              <Divider sx={{ my: 2 }} />
              <GuestExtras
                value={{ ...choices, method }}
                onChange={setChoices}
                shop={shop.data}
                quote={quote.data}
                disabled={working}
              />
            </Box>
          </Box>
        </>
      )}
    </Container>
  );
}
