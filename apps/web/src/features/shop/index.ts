/** The shop feature's public surface: the shop's public settings and the delivery promise made from them. */
export { useShop } from './shopQuery.ts';
export { useDeliveryPromise } from './useDeliveryPromise.ts';
