import {
  authReply,
  forgotPasswordInput,
  messageReply,
  resetPasswordInput,
  signinInput,
  signupInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { AuthService } from './auth.service.ts';

const publicRoute = routeOptions('public', ['auth']);
const customerRoute = routeOptions('customer', ['auth']);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.JWT_SECRET;
  if (!secret) throw new Error('sign-up mails a link: it needs JWT_SECRET (server.ts resolves one)');
  const auth = new AuthService(app.db, app.tokens, secret);
  const resets = app.passwordResets;

  app.post(
    '/auth/signup',
    publicRoute({ body: signupInput, response: { 201: authReply } }),
    async (request, reply) => {
      // Nothing of this email (guest orders, consents) is linked until its owner confirms it by the mailed link;
      // the link to guest orders is offered then (email-verification.routes.ts, S72).
      const jwt = await auth.signup(request.body, request.ip);
      return reply.status(201).send({ jwt, message: 'Signup success' });
    },
  );

  app.post(
    '/auth/signin',
    publicRoute({ body: signinInput, response: { 200: authReply } }),
    async (request) => ({ jwt: await auth.signin(request.body, request.ip), message: 'Signin success' }),
  );

  app.post(
    '/auth/forgot-password',
    publicRoute({ body: forgotPasswordInput, response: { 200: messageReply } }),
    async (request) => ({ message: await resets.forgotPassword(request.body, request.ip) }),
  );

  app.post(
    '/auth/reset-password',
    publicRoute({ body: resetPasswordInput, response: { 200: messageReply } }),
    async (request) => {
      await resets.resetPassword(request.body, request.ip);
      return { message: 'Your password is changed. Please sign in with it.' };
    },
  );

  app.post(
    '/auth/signout',
    customerRoute({ security: [{ bearerAuth: [] }], response: { 204: z.null().describe('Signed out') } }),
    async (request, reply) => {
      await auth.signout(currentUser(request).token);
      return reply.status(204).send(null);
    },
  );
};
