import type { FastifyInstance } from 'fastify';
import type { ShiprocketClient } from '../../gateways/shiprocket/shiprocket-client.ts';
import type { RefundsContext } from '../refunds/refund-process.ts';
import { pollQuietShipments } from './tracking-poll.ts';

/** Shipments whose tracking webhook went quiet are asked of Shiprocket. */
export function shippingJobs(app: FastifyInstance, client: ShiprocketClient, refunds: RefundsContext): void {
  app.jobs.define({
    name: 'shipping.poll-tracking',
    every: 'interval',
    run: () => pollQuietShipments(app.db, client, refunds),
  });
}
