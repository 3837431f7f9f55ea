import { authReply, changePasswordInput, profile, profileUpdateInput } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { listAddresses, toAddress } from '../addresses/addresses.service.ts';
import { AccountService } from './account.service.ts';
import { findUserById } from './users.service.ts';

const security = [{ bearerAuth: [] }];

const customerRoute = routeOptions('customer', ['users']);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new AccountService(app.db, app.tokens, app.config.APP_URL);

  const profileOf = async (id: string) => {
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
  };

  app.get('/api/users/profile', customerRoute({ security, response: { 200: profile } }), async (request) =>
    profileOf(currentUser(request).id),
  );

  app.put(
    '/api/users/profile',
    customerRoute({ security, body: profileUpdateInput, response: { 200: profile } }),
    async (request) => {
      const { id } = currentUser(request);
      await accounts.updateName(id, request.body);
      return profileOf(id);
    },
  );

  app.put(
    '/api/users/password',
    customerRoute({ security, body: changePasswordInput, response: { 200: authReply } }),
    async (request) => {
      const jwt = await accounts.changePassword(currentUser(request).id, request.body, request.ip);
      return { jwt, message: 'Your password is changed. Other devices are signed out.' };
    },
  );
};
