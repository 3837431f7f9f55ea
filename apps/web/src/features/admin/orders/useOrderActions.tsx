import { formatRupees, orderNumber, type ShipmentInput } from '@shop/contracts';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useNotify } from '../../../components/Notifier.tsx';
import { isApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { type AdminOrder, type OrderMove, useCollectCash, useMoveOrder } from '../shared/adminApi.ts';
import { ShipDialog } from './shipping/ShipDialog.tsx';
import { useBookShiprocket, useShippingProvider } from './shipping/shippingApi.ts';

const DONE: Record<OrderMove['to'], string> = {
  CONFIRMED: 'is confirmed',
  SHIPPED: 'is marked shipped',
  OUT_FOR_DELIVERY: 'is out for delivery',
  DELIVERED: 'is marked delivered',
  CANCELLED: 'is cancelled; its stock is back on sale',
  RETURNED_TO_ORIGIN: 'came back undelivered; its stock is back on sale',
};

export interface OrderActionsState {
  busyId: string | null;
  onMove: (order: AdminOrder, move: OrderMove) => void;
  onCollect: (order: AdminOrder) => void;
  /** The ship, cancel and cash dialogs, to render once on the page. */
  dialogs: ReactNode;
}

/**
 * The status moves and "cash collected" of the Orders list and the order page. Shipping asks for the courier's
 * details; the money moves ask first: cancelling (a paid order is refunded in full) and marking cash collected
 * (it issues the tax invoice).
 */
export function useOrderActions(): OrderActionsState {
  const move = useMoveOrder();
  const collect = useCollectCash();
  const notify = useNotify();
  const provider = useShippingProvider();
  const book = useBookShiprocket();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [shipping, setShipping] = useState<{ order: AdminOrder; move: OrderMove } | null>(null);
  const [cancelling, setCancelling] = useState<{ order: AdminOrder; move: OrderMove } | null>(null);
  const [collecting, setCollecting] = useState<AdminOrder | null>(null);
  const [bookError, setBookError] = useState<string | null>(null);

  const applyMove = async (order: AdminOrder, chosen: OrderMove, shipment?: ShipmentInput) => {
    setBusyId(order._id);
    try {
      await move.mutateAsync({ orderId: order._id, move: chosen, shipment });
      setShipping(null);
      notify({ message: `Order ${orderNumber(order._id)} ${DONE[chosen.to]}.`, severity: 'success' });
    } catch (error) {
      // 409: the page was out of date (another admin moved the order); the server says why, the page refreshes.
      const message = isApiError(error, 'INVALID_TRANSITION')
        ? `Order ${orderNumber(order._id)} was not changed: ${error.message.replace(/\.?$/, '.')} The page now shows its current status.`
        : errorMessage(error, 'The order could not be updated. Please try again.');
      notify({ message, severity: 'error', autoHideMs: 10_000 });
      // A refused detail (e.g. a link that is not https) keeps the dialog open to fix it.
      if (!isApiError(error, 'INVALID_INPUT')) setShipping(null);
    } finally {
      setBusyId(null);
      setCancelling(null);
    }
  };

  /** Shiprocket's own message is shown on a failure; pressing again finishes a booking that stopped half way. */
  const bookShiprocket = async (order: AdminOrder, courierId: number | undefined) => {
    setBusyId(order._id);
    setBookError(null);
    try {
      const shipped = await book.mutateAsync({ orderId: order._id, courierId });
      setShipping(null);
      notify({
        message: `Order ${orderNumber(order._id)} is booked with ${shipped.shipment?.courier ?? 'the courier'} (AWB ${shipped.shipment?.trackingNumber ?? '?'}); its label is on the order page.`,
        severity: 'success',
      });
    } catch (error) {
      setBookError(errorMessage(error, 'Shiprocket could not book the parcel.'));
    } finally {
      setBusyId(null);
    }
  };

  const onMove = (order: AdminOrder, chosen: OrderMove) => {
    if (chosen.to === 'SHIPPED') {
      setBookError(null);
      setShipping({ order, move: chosen });
    } else if (chosen.to === 'CANCELLED' || chosen.to === 'RETURNED_TO_ORIGIN')
      setCancelling({ order, move: chosen });
    else void applyMove(order, chosen);
  };

  const confirmCollect = async () => {
    const order = collecting;
    if (!order) return;
    setBusyId(order._id);
    try {
      await collect.mutateAsync(order._id);
      notify({ message: `Cash for order ${orderNumber(order._id)} is collected.`, severity: 'success' });
    } catch (error) {
      notify({ message: errorMessage(error, 'The order could not be updated.'), severity: 'error' });
    } finally {
      setBusyId(null);
      setCollecting(null);
    }
  };

  const paid = cancelling?.order.paymentDetails.paidAt;
  const cameBack = cancelling?.move.to === 'RETURNED_TO_ORIGIN';
  const cancelTitle = cameBack ? 'Parcel of order {n} came back undelivered?' : 'Cancel order {n}?';
  const dialogs = (
    <>
      <ShipDialog
        open={shipping !== null}
        orderId={shipping?.order._id}
        orderLabel={shipping ? orderNumber(shipping.order._id) : ''}
        busy={move.isPending || book.isPending}
        onShip={(shipment) => shipping && void applyMove(shipping.order, shipping.move, shipment)}
        onBook={
          provider.data?.provider === 'shiprocket'
            ? (courierId) => shipping && void bookShiprocket(shipping.order, courierId)
            : undefined
        }
        bookError={bookError}
        onClose={() => setShipping(null)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={cancelTitle.replace('{n}', cancelling ? orderNumber(cancelling.order._id) : '')}
        confirmLabel={cameBack ? 'Mark returned to origin' : 'Cancel order'}
        busy={move.isPending}
        onConfirm={() => cancelling && void applyMove(cancelling.order, cancelling.move)}
        onClose={() => setCancelling(null)}
      >
        {paid && cancelling
          ? `Its payment of ${formatRupees(cancelling.order.totalPayable)} is refunded in full, a credit note is issued and the customer is mailed. `
          : cameBack
            ? 'Its cash was never collected. '
            : 'The customer has not paid it. '}
        Its stock goes back on sale. This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={collecting !== null}
        title={collecting ? `Cash collected for order ${orderNumber(collecting._id)}?` : 'Cash collected?'}
        confirmLabel="Mark cash collected"
        busy={collect.isPending}
        onConfirm={() => void confirmCollect()}
        onClose={() => setCollecting(null)}
      >
        {collecting ? `Confirm the courier has handed over ${formatRupees(collecting.totalPayable)}. ` : ''}
        The order’s tax invoice is issued now.
      </ConfirmDialog>
    </>
  );
  return { busyId, onMove, onCollect: setCollecting, dialogs };
}
