/** The orders feature's public surface for checkout and payment. */
export { openPaymentLink, progressStep, STATUS_LABELS, useMyOrders, useOrder } from './ordersApi.ts';
export { PayButton } from './PayButton.tsx';
