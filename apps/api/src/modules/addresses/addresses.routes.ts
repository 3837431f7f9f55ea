import { address, addressInput, messageReply } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { idParams, routeOptions } from '../../plugins/route-options.ts';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  toAddress,
  updateAddress,
} from './addresses.service.ts';

const security = [{ bearerAuth: [] }];

const customerRoute = routeOptions('customer', ['addresses']);

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/addresses',
    customerRoute({ security, response: { 200: z.array(address) } }),
    async (request) => (await listAddresses(app.db, currentUser(request).id)).map(toAddress),
  );

  app.post(
    '/api/addresses',
    customerRoute({ security, body: addressInput, response: { 201: address } }),
    async (request, reply) => {
      const row = await createAddress(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(toAddress(row));
    },
  );

  app.put(
    '/api/addresses/:id',
    customerRoute({ security, params: idParams, body: addressInput, response: { 200: address } }),
    async (request) =>
      toAddress(await updateAddress(app.db, currentUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/addresses/:id',
    customerRoute({ security, params: idParams, response: { 200: messageReply } }),
    async (request) => {
      await deleteAddress(app.db, currentUser(request).id, request.params.id);
      return { message: 'Address deleted successfully' };
    },
  );
};
