import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions } from './lib/logger.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes.ts';
import { passwordResetPlugin } from './modules/auth/password-reset.service.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { adminProductsRoutes } from './modules/catalog/admin-products.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { catalogCachePlugin } from './modules/catalog/catalog-cache.ts';
import { listingCountsPlugin } from './modules/catalog/listing-counts.ts';
import { catalogIoRoutes } from './modules/catalog-io/catalog-io.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { adminCouponsRoutes } from './modules/coupons/coupons.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes.ts';
import { giftCardsRoutes } from './modules/gift-cards/gift-cards.routes.ts';
import { grievancesRoutes } from './modules/grievances/grievances.routes.ts';
import { invoicesRoutes } from './modules/gst/invoices.routes.ts';
import { guestRoutes } from './modules/guest/guest.routes.ts';
import { guestOrderClaimRoutes } from './modules/guest/guest-order-claims.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { jobQueuePlugin } from './modules/jobs/job-queue.plugin.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { mailPlugin } from './modules/mail/mail.plugin.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { marketingRoutes } from './modules/marketing/marketing.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { storagePlugin } from './modules/media/storage/storage.plugin.ts';
import { metricsPlugin } from './modules/metrics/metrics.plugin.ts';
import { trackOrderRoutes } from './modules/order-access/track-order.routes.ts';
import { adminOrdersRoutes } from './modules/orders/admin-orders.routes.ts';
import { codConfirmationRoutes } from './modules/orders/cod-confirmation.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { restockRoutes } from './modules/restock/restock.routes.ts';
import { returnsRoutes } from './modules/returns/returns.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { shippingRoutes } from './modules/shipping/shipping.routes.ts';
import { shopRoutes } from './modules/shop/shop.routes.ts';
import { discoveryRoutes } from './modules/storefront/discovery.routes.ts';
import { storefrontPagesPlugin } from './modules/storefront/storefront-pages.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { whatsappPlugin } from './modules/whatsapp/whatsapp.plugin.ts';
import { whatsappRoutes } from './modules/whatsapp/whatsapp.routes.ts';
import { whatsappWebhookRoutes } from './modules/whatsapp-webhook/whatsapp-webhook.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { answerClientError, answerFrameworkError, closingPlugin } from './plugins/framework-errors.ts';
import { jsonBodiesOnly } from './plugins/json-body.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { orderGuardsPlugin } from './plugins/order-guards.ts';
import { paymentGatewayPlugin } from './plugins/payment-gateway.ts';
import { privateRepliesPlugin } from './plugins/private-replies.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { shippingProviderPlugin } from './plugins/shipping-provider.ts';
import { staticWebPlugin } from './plugins/static-web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app lives; defaults to apps/web/dist. */
  webRoot?: string;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them back). */
  logStream?: NodeJS.WritableStream;
}

const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole server (API, media, web app) without listening, so tests can `inject()` into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    // Node checks for timed-out requests every 30 s by default, which would make a short timeout a long one.
    http: { connectionsCheckingInterval: Math.min(30_000, config.REQUEST_TIMEOUT_SECONDS * 250) },
    connectionTimeout: 60_000,
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  jsonBodiesOnly(app);

  await app.register(errorsPlugin);
  await app.register(closingPlugin);
  await app.register(privateRepliesPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(paymentGatewayPlugin);
  await app.register(shippingProviderPlugin);
  await app.register(orderGuardsPlugin);
  await app.register(jobQueuePlugin);
  await app.register(mailPlugin);
  await app.register(whatsappPlugin);
  await app.register(openapiPlugin);
  await app.register(metricsPlugin);
  await app.register(storagePlugin);
  if (!config.JWT_SECRET) throw new Error('buildApp needs config.JWT_SECRET (server.ts resolves one)');
  await app.register(authPlugin, { secret: config.JWT_SECRET, expiresIn: config.JWT_EXPIRES_IN });

  // Each module is one plugin; a route declares its access (public, customer, admin) in `config.access`.
  await app.register(healthRoutes);
  await app.register(shopRoutes);
  await app.register(mediaRoutes);
  await app.register(passwordResetPlugin);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(addressesRoutes);
  await app.register(listingCountsPlugin);
  await app.register(catalogCachePlugin);
  await app.register(catalogRoutes);
  await app.register(searchRoutes);
  await app.register(adminProductsRoutes);
  await app.register(catalogIoRoutes);
  await app.register(restockRoutes);
  await app.register(marketingRoutes);
  await app.register(cartRoutes);
  await app.register(deliveryRoutes);
  await app.register(ordersRoutes);
  await app.register(checkoutRoutes);
  await app.register(codConfirmationRoutes);
  await app.register(guestRoutes);
  await app.register(trackOrderRoutes);
  await app.register(guestOrderClaimRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(dispatchRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(shippingRoutes);
  await app.register(returnsRoutes);
  await app.register(invoicesRoutes);
  await app.register(reviewsRoutes);
  await app.register(paymentsRoutes);
  await app.register(adminRoutes);
  await app.register(reportsRoutes);
  await app.register(adminCouponsRoutes);
  await app.register(wishlistRoutes);
  await app.register(walletRoutes);
  await app.register(giftCardsRoutes);
  await app.register(pagesRoutes);
  await app.register(outboxRoutes);
  await app.register(whatsappRoutes);
  await app.register(
    whatsappWebhookRoutes({
      appSecret: config.WHATSAPP_APP_SECRET,
      verifyToken: config.WHATSAPP_VERIFY_TOKEN,
    }),
  );
  await app.register(jobsRoutes);
  await app.register(grievancesRoutes);
  await app.register(privacyRoutes);

  await app.register(discoveryRoutes);

  const webRoot = options.webRoot ?? path.resolve(defaultWebRoot);
  await app.register(storefrontPagesPlugin, { webRoot });
  await app.register(staticWebPlugin, { webRoot });
  return app;
}
