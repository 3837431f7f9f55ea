import { profile } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { listAddresses, toAddress } from '../addresses/addresses.service.ts';
import { findUserById } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/profile',
    {
      config: { access: 'customer' },
      schema: { tags: ['users'], security: [{ bearerAuth: [] }], response: { 200: profile } },
    },
    async (request) => {
      const { id } = currentUser(request);
      const [user, addresses] = await Promise.all([findUserById(app.db, id), listAddresses(app.db, id)]);
      return {
        _id: user.id,
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
        addresses: addresses.map(toAddress),
      };
    },
  );
};
