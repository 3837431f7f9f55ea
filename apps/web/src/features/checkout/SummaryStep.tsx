import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { GiftInput, IndianStateName, PaymentMethod } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LinkAlert } from '../../components/LinkAlert.tsx';
import { OrderPrices, OrderSummary } from '../../components/OrderSummary.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { WhatsappOptIn } from '../../components/WhatsappOptIn.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { CouponField } from '../cart/CouponField.tsx';
import { useServerCart } from '../cart/index.ts';
import { WalletFields } from '../cart/WalletFields.tsx';
import { codReasonAtPincode, deliveryQuery } from '../delivery/deliveryApi.ts';
import { useOrder } from '../orders/index.ts';
import { useShop } from '../shop/shopQuery.ts';
import { useCreateOrder } from './checkoutApi.ts';
import { GiftOptions } from './GiftOptions.tsx';
import { OrderStateNotice } from './OrderStateNotice.tsx';
import { codUnavailableReason, PaymentChoice } from './PaymentChoice.tsx';
import { ReservedUntil } from './ReservedUntil.tsx';
import { usePlaceOrder } from './usePlaceOrder.ts';

/** The order summary step: address, items, Price Details and Place Your Order (to the payment link). */
export function SummaryStep({ orderId }: { orderId: string | null }) {
  const order = useOrder(orderId);
  const cart = useServerCart();
  const shop = useShop();
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('ONLINE');
  const { placeOrder, paying, payError } = usePlaceOrder();
  // Fetched anew here: the owner's rules at this moment decide whether cash on delivery is offered.
  const pinCheck = useQuery({ ...deliveryQuery(order.data?.shippingAddress.pincode ?? ''), staleTime: 0 });

  if (!orderId)
    return (
      <LinkAlert severity="info" link={{ to: '/checkout?step=2', label: 'Choose address' }}>
        Choose a delivery address first; the summary of your order follows.
      </LinkAlert>
    );
  if (order.isError)
    return (
      <RetryAlert
        error={order.error}
        fallback="This order could not be loaded."
        onRetry={() => order.refetch()}
      />
    );
  if (!order.data)
    return (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    );

  const data = order.data;
  const cod = shop.data?.cashOnDelivery;
  const codReason =
    codUnavailableReason(cod, data.totalPayable + data.prepaidDiscount) ??
    codReasonAtPincode(pinCheck.data ?? undefined);
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
          codFee={chosen === 'COD' ? (cod?.fee ?? 0) : data.codFee}
          // Cash on delivery forgoes the prepaid discount (decision 0072): shown as it will be charged.
          prepaidDiscount={codPending ? 0 : data.prepaidDiscount}
          totalPayable={
            (data.totalPayable ?? data.totalDiscountedPrice + data.deliveryCharge) +
            (codPending ? (cod?.fee ?? 0) + data.prepaidDiscount : 0)
          }
          totalLabel="Total Payable"
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
                totalPayable={data.totalPayable + data.prepaidDiscount}
                reason={codReason}
                prepaidSaving={data.prepaidDiscount}
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
            disabled={paying || data.orderStatus !== 'PENDING'}
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
