import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { GiftInput, IndianStateName, OrderReply, PaymentMethod } from '@shop/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LinkAlert } from '../../components/LinkAlert.tsx';
import { OrderPrices, OrderSummary } from '../../components/OrderSummary.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { WhatsappOptIn } from '../../components/WhatsappOptIn.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { CouponField, WalletFields } from '../cart/components.ts';
import { useServerCart } from '../cart/index.ts';
import { useOrder } from '../orders/index.ts';
import { useShop } from '../shop/index.ts';
import { useCheckoutQuote, useCreateOrder } from './checkoutApi.ts';
import { GiftOptions } from './GiftOptions.tsx';
import { OrderStateNotice } from './OrderStateNotice.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';
import { ReservedUntil } from './ReservedUntil.tsx';
import { usePlaceOrder } from './usePlaceOrder.ts';

/** The body `POST /api/orders/` took for this order (its address and gift): the quote prices the same. */
function quoteBody(order: OrderReply) {
  const { _id, ...fields } = order.shippingAddress;
  const gift = order.gift ? { wrap: order.gift.wrap, message: order.gift.message ?? undefined } : undefined;
  return _id ? { _id, gift } : { ...fields, gift };
}

/** The order summary step: address, items, Price Details and Place Your Order (to the payment link). */
export function SummaryStep({ orderId }: { orderId: string | null }) {
  const order = useOrder(orderId);
  const cart = useServerCart();
  const shop = useShop();
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('ONLINE');
  const { placeOrder, paying, payError } = usePlaceOrder();
  // The server's quote of this order's address, gift and the cart's coupon: both payments' totals, COD's
  // fee, round-off and availability (the owner's rules at this moment), added up by the server alone.
  // This very order is quoted (its store credit and gift card already taken), so its totals are the ones charged.
  const quote = useCheckoutQuote(
    order.data?.orderStatus === 'PENDING' ? quoteBody(order.data) : null,
    order.data?._id,
  );

  if (!orderId)
    return (
      <LinkAlert severity="info" link={{ to: '/checkout?step=2', label: 'Choose address' }}>
        Choose a delivery address first; the summary of your order follows.
      </LinkAlert>
    );
  if (order.isError) return <RetryAlert query={order} fallback="This order could not be loaded." />;
  if (!order.data)
    return (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    );

  const data = order.data;
  const cod = shop.data?.cashOnDelivery;
  const codReason = quote.data ? quote.data.cod.reason : 'Working out cash on delivery…';
  const chosen: PaymentMethod = method === 'COD' && codReason === null ? 'COD' : 'ONLINE';
  const codPending = chosen === 'COD' && data.orderStatus === 'PENDING';
  const pay = () => placeOrder(data._id, chosen);
  // A changed coupon or gift changes the order: the same address is ordered again, which replaces this order.
  const kept: GiftInput | undefined = data.gift
    ? { wrap: data.gift.wrap, message: data.gift.message ?? undefined }
    : undefined;
  const reorder = async (gift: GiftInput | undefined = kept) => {
    const { _id, ...stored } = data.shippingAddress;
    // The order's state was one of the list when it was made; the server checks it again.
    const fields = { ...stored, state: stored.state as IndianStateName };
    const next = await createOrder.mutateAsync({ ...(_id ? { ...fields, _id } : fields), gift });
    navigate(`/checkout?step=3&order_id=${encodeURIComponent(next._id)}`, { replace: true });
  };

  return (
    <OrderSummary
      order={data}
      notices={<OrderStateNotice order={data} />}
      addressAction={
        data.orderStatus === 'PENDING' && (
          <Link component={RouterLink} to="/checkout?step=2" sx={{ fontWeight: 600 }}>
            Change
          </Link>
        )
      }
      aside={
        <OrderPrices
          order={data}
          // Cash on delivery as the quote prices it: no prepaid discount (decision 0072), the fee, the round-off.
          {...(codPending && quote.data
            ? {
                codFee: quote.data.cod.codFee,
                prepaidDiscount: 0,
                roundOff: quote.data.cod.roundOff,
                totalPayable: quote.data.cod.totalPayable,
              }
            : {})}
          totalLabel={codPending ? 'Total to pay on delivery' : 'Total Payable'}
        >
          {data.orderStatus === 'PENDING' && (
            <>
              <CouponField
                coupon={cart.data ? cart.data.coupon : data.coupon && { ...data.coupon, problem: null }}
                onChanged={() => reorder()}
                disabled={paying || createOrder.isPending}
              />
              <WalletFields
                storeCredit={cart.data?.storeCredit}
                giftCard={cart.data?.giftCard ?? null}
                onChanged={() => reorder()}
                disabled={paying || createOrder.isPending}
              />
              <GiftOptions
                key={data._id}
                gift={data.gift}
                wrapFee={shop.data?.giftWrapFee ?? 0}
                onChange={reorder}
                disabled={paying || createOrder.isPending}
              />
              <PaymentChoice
                value={chosen}
                onChange={setMethod}
                cod={cod}
                codFee={quote.data?.cod.codFee}
                reason={codReason}
                prepaidSaving={quote.data?.online.prepaidDiscount ?? data.prepaidDiscount}
                disabled={paying}
              />
              <WhatsappOptIn disabled={paying} />
            </>
          )}
          {payError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(payError, 'We could not open the payment page. Please try again.')}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={pay}
            // While the order is made again (a coupon or gift changed) or re-quoted, the figures above are not
            // yet the ones the tap would charge.
            disabled={paying || createOrder.isPending || quote.isFetching || data.orderStatus !== 'PENDING'}
            sx={{ py: 1.5 }}
          >
            {paying ? (chosen === 'COD' ? 'Placing order…' : 'Opening payment…') : 'Place Your Order'}
          </Button>
          {data.orderStatus === 'PENDING' && chosen === 'ONLINE' && (
            <ReservedUntil expiresAt={data.expiresAt} />
          )}
        </OrderPrices>
      }
    />
  );
}
