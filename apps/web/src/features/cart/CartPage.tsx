import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { QUANTITY_MIN } from '@shop/contracts';
import { useSyncExternalStore } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LineItem } from '../../components/LineItem.tsx';
import { useNotify } from '../../components/Notifier.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { cardSx } from '../../components/Panel.tsx';
import { PriceColumnLayout } from '../../components/PriceColumnLayout.tsx';
import { PriceDetails } from '../../components/PriceDetails.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { readMergeNotice, subscribeMergeNotice, writeMergeNotice } from '../../lib/mergeNotice.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import type { DialogState } from '../auth/index.ts';
import { useAuth } from '../auth/index.ts';
import { DeliveryCheckForm } from '../delivery/index.ts';
import { useShop } from '../shop/index.ts';
import { CouponField } from './CouponField.tsx';
import {
  type CartLine,
  useCart,
  useGuestStockRefresh,
  useRemoveFromCart,
  useUpdateQuantity,
} from './cartApi.ts';
import { WalletFields } from './WalletFields.tsx';

function QuantityControls({ line }: { line: CartLine }) {
  const notify = useNotify();
  const update = useUpdateQuantity();
  const remove = useRemoveFromCart();
  const busy = update.isPending || remove.isPending;
  const onError = (error: unknown) => notify({ message: errorMessage(error), severity: 'error' });
  const setQuantity = (quantity: number) => update.mutate({ line, quantity }, { onError });

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box
        role="group"
        aria-label={`Quantity of ${line.title}`}
        sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 5 }}
      >
        <IconButton
          size="small"
          aria-label="Decrease quantity"
          disabled={busy || line.quantity <= QUANTITY_MIN}
          onClick={() => setQuantity(line.quantity - 1)}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Box
          component="output"
          aria-live="polite"
          aria-label={`Quantity ${line.quantity}`}
          sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}
        >
          {line.quantity}
        </Box>
        <IconButton
          size="small"
          aria-label="Increase quantity"
          disabled={busy || line.quantity >= line.maxQuantity}
          onClick={() => setQuantity(line.quantity + 1)}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
      {line.onlyLeft !== undefined && (
        <Typography variant="body2" color="error" sx={{ width: '100%' }}>
          {line.onlyLeft === 0
            ? 'Sold out in this size now.'
            : `Only ${line.onlyLeft} left in this size now: reduce the quantity to order it.`}
        </Typography>
      )}
      <Button
        size="small"
        color="inherit"
        startIcon={<DeleteOutlineIcon />}
        disabled={busy}
        onClick={() => remove.mutate(line, { onError })}
        aria-label={`Remove ${line.title}, size ${line.size.toUpperCase()}`}
      >
        Remove
      </Button>
    </Box>
  );
}

export function EmptyCart() {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 10 },
        px: 2,
        ...cardSx,
      }}
    >
      <ShoppingBagOutlinedIcon sx={{ fontSize: 64, color: 'secondary.main' }} aria-hidden="true" />
      <Typography variant="h2" component="p" sx={{ mt: 2, fontSize: '2rem' }}>
        Your Cart Is Empty!
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
          mb: 3,
        }}
      >
        Add item to it now
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Shop Now
      </Button>
    </Box>
  );
}

/** What the sign-in merge of the guest cart could not add in full, until the customer closes it. */
function MergeNotice() {
  const lines = useSyncExternalStore(subscribeMergeNotice, readMergeNotice, readMergeNotice);
  if (lines.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} onClose={() => writeMergeNotice([])}>
      <Typography sx={{ fontWeight: 600 }}>
        Your cart changed when you signed in: not everything from your guest cart could be added.
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** The cart page: lines with quantity controls and remove; Price Details; Place your Order. */
export default function CartPage() {
  const cart = useCart();
  const shop = useShop();
  useGuestStockRefresh();
  const { token } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  usePageTitle('Cart');

  const placeOrder = () => {
    // docs/product.md §5: Place your Order needs a stored jwt; otherwise the sign-in dialog opens.
    if (token) navigate('/checkout?step=2');
    else
      navigate('/login', { state: { background: location, next: '/checkout?step=2' } satisfies DialogState });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading>Shopping Cart</PageHeading>
      {!cart.isGuest && <MergeNotice />}
      {cart.error ? (
        <Alert severity="error">{errorMessage(cart.error, 'Your cart could not be loaded.')}</Alert>
      ) : cart.isLoading ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={260} />
        </Box>
      ) : cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <PriceColumnLayout
          prices={
            <>
              <PriceDetails
                itemCount={cart.totalQuantity}
                totalPrice={cart.totalPrice}
                discount={cart.discount}
                deliveryCharge={cart.deliveryCharge}
                usualDeliveryCharge={shop.data?.delivery.charge ?? 0}
                coupon={cart.coupon}
                totalPayable={cart.totalPayable}
                storeCredit={cart.storeCredit?.applied ?? 0}
                giftCardPaid={cart.giftCard?.applied ?? 0}
              >
                {cart.isGuest ? (
                  <Typography
                    variant="body2"
                    sx={{
                      color: 'text.secondary',
                      mb: 2,
                    }}
                  >
                    Have a coupon? Sign in to apply it.
                  </Typography>
                ) : (
                  <>
                    <CouponField coupon={cart.coupon} />
                    <WalletFields storeCredit={cart.storeCredit} giftCard={cart.giftCard} />
                  </>
                )}
                <Button variant="contained" size="large" fullWidth onClick={placeOrder} sx={{ py: 1.5 }}>
                  Place your Order
                </Button>
              </PriceDetails>
              <DeliveryCheckForm
                personalised={[
                  ...new Set(cart.lines.filter((l) => l.personalisation).map((l) => l.productId)),
                ]}
              />
            </>
          }
        >
          <Box>
            {cart.isGuest && (
              <Alert severity="info" sx={{ mb: 2 }}>
                You are shopping as a guest. Your cart is kept on this device and moves to your account when
                you sign in.
              </Alert>
            )}
            <Box
              component="ul"
              aria-label="Items in your cart"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                ...cardSx,
              }}
            >
              {cart.lines.map((line, i) => (
                <Box
                  component="li"
                  key={line.key}
                  sx={{ p: { xs: 2, sm: 2.5 }, borderTop: i === 0 ? 0 : 1, borderColor: 'divider' }}
                >
                  <LineItem line={line}>
                    <QuantityControls line={line} />
                  </LineItem>
                </Box>
              ))}
            </Box>
          </Box>
        </PriceColumnLayout>
      )}
    </Container>
  );
}
