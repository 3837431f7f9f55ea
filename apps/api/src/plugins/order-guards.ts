import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShippingAddressCopy } from '../db/schema/index.ts';

/**
 * Work that must succeed before an order is cancelled, done by a module the orders module cannot import (a
 * courier booking cancelled at Shiprocket). It throws to refuse the cancellation, and changes nothing when the
 * order has nothing of its kind.
 */
export type OrderCancelGuard = (orderId: string) => Promise<void>;

/** Likewise before the owner changes an order's delivery address (the courier's copy updated first). */
export type OrderAddressGuard = (orderId: string, address: ShippingAddressCopy) => Promise<void>;

export interface OrderGuards {
  cancel: OrderCancelGuard[];
  addressChange: OrderAddressGuard[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Filled by the modules that own such work (shipping), read by the orders module's calls. */
    orderGuards: OrderGuards;
  }
}

export const orderGuardsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('orderGuards', { cancel: [], addressChange: [] } as OrderGuards);
});
