import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ShiprocketClient } from '../gateways/shiprocket/shiprocket-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shiprocket's API with its login token, when SHIPPING_PROVIDER=shiprocket; null ships by hand. */
    shiprocket: ShiprocketClient | null;
  }
}

/** One Shiprocket client per app (one login token), shared by the shipping and delivery modules. */
export const shippingProviderPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  app.decorate(
    'shiprocket',
    config.SHIPPING_PROVIDER === 'shiprocket'
      ? new ShiprocketClient({
          apiUrl: config.SHIPROCKET_API_URL,
          email: config.SHIPROCKET_EMAIL ?? '',
          password: config.SHIPROCKET_PASSWORD ?? '',
        })
      : null,
  );
});
