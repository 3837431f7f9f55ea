import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGateway, type PaymentGateway } from '../gateways/payments/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

/** The payment gateway config.PAYMENT_GATEWAY names, one per app, shared by the orders and payments modules. */
export const paymentGatewayPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('paymentGateway', createGateway(app.config, app.db));
});
