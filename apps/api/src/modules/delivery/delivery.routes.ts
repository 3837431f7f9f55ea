import {
  deliveryCheck,
  deliveryCheckQuery,
  deliveryRulesBody,
  deliveryRulesReply,
  pincodeParam,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedCourierReach } from '../../gateways/shiprocket/serviceability.ts';
import { pickupPincodeOf } from '../../gateways/shiprocket/shiprocket-api.ts';
import { adminRoute, routeOptions } from '../../plugins/route-options.ts';
import { personalisationLeadDays } from '../catalog/personalisation-days.ts';
import { checkDelivery } from './delivery.service.ts';
import { listDeliveryRules, replaceDeliveryRules } from './delivery-rules.service.ts';
import { parseDeliveryRulesCsv } from './delivery-rules-csv.ts';

const CSV_LIMIT_BYTES = 512 * 1024;

/**
 * The PIN parcels leave from: SHIPROCKET_PICKUP_PINCODE, or else the PIN of the pickup address named
 * SHIPROCKET_PICKUP_LOCATION, asked of Shiprocket once (again only after a failed look-up).
 */
function pickupPin(app: { config: FastifyInstance['config']; shiprocket: FastifyInstance['shiprocket'] }) {
  const { SHIPROCKET_PICKUP_PINCODE: given, SHIPROCKET_PICKUP_LOCATION: location } = app.config;
  if (given) return given;
  let known: Promise<string> | undefined;
  return () => {
    const client = app.shiprocket;
    if (!client || !location) return Promise.reject(new Error('no pickup address'));
    known ??= pickupPincodeOf(client, location).catch((error: unknown) => {
      known = undefined;
      throw error;
    });
    return known;
  };
}

const publicRoute = routeOptions('public', ['delivery']);

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The owner's rules upload as a plain CSV body; this parser is scoped to this plugin's routes.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_LIMIT_BYTES },
    (_req, body, done) => done(null, body),
  );

  const couriers = app.shiprocket ? cachedCourierReach(app.shiprocket, pickupPin(app)) : undefined;

  app.get(
    '/api/delivery/:pincode',
    publicRoute({
      summary: 'Whether the shop delivers to a PIN code, with cash on delivery, and between which dates',
      params: pincodeParam,
      querystring: deliveryCheckQuery,
      response: { 200: deliveryCheck },
    }),
    // Not cached (the default for replies): an owner's new rule must hold at the very next checkout.
    async (request) =>
      checkDelivery(
        app.db,
        app.config,
        request.params.pincode,
        new Date(),
        couriers,
        await personalisationLeadDays(app.db, request.query.personalised ?? []),
      ),
  );

  app.get('/api/admin/delivery-rules', adminRoute({ response: { 200: deliveryRulesReply } }), async () => ({
    rules: await listDeliveryRules(app.db),
  }));

  app.put(
    '/api/admin/delivery-rules',
    adminRoute({ body: deliveryRulesBody, response: { 200: deliveryRulesReply } }),
    async (request) => ({
      rules: await replaceDeliveryRules(
        app.db,
        request.body.rules.map((rule) => ({ ...rule, extraDays: rule.extraDays ?? 0 })),
      ),
    }),
  );

  app.put(
    '/api/admin/delivery-rules/csv',
    adminRoute({
      summary: 'Replaces the PIN rules with a CSV: pincode,serviceable,cod,extraDays',
      consumes: ['text/csv'],
      body: z.string(),
      response: { 200: deliveryRulesReply },
    }),
    async (request) => ({ rules: await replaceDeliveryRules(app.db, parseDeliveryRulesCsv(request.body)) }),
  );
};
