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
import { AuthService } from './auth.service.ts';

const tags = ['auth'];

import { offerGuestOrdersAtSignup } from '../guest/guest-order-claims.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = new AuthService(app.db, app.tokens);
  const resets = app.passwordResets;

  app.post(
    '/auth/signup',
    { config: { access: 'public' }, schema: { tags, body: signupInput, response: { 201: authReply } } },
    async (request, reply) => {
      const jwt = await auth.signup(request.body, request.ip);
      // Guest orders of this email join the account only once the email is proven by the mailed link (S56).
      if (app.config.JWT_SECRET)
        await offerGuestOrdersAtSignup(app.db, app.config.JWT_SECRET, request.body.email);
      return reply.status(201).send({ jwt, message: 'Signup success' });
    },
  );

  app.post(
    '/auth/signin',
    { config: { access: 'public' }, schema: { tags, body: signinInput, response: { 200: authReply } } },
    async (request) => ({ jwt: await auth.signin(request.body, request.ip), message: 'Signin success' }),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags, body: forgotPasswordInput, response: { 200: messageReply } },
    },
    async (request) => ({ message: await resets.forgotPassword(request.body, request.ip) }),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: { tags, body: resetPasswordInput, response: { 200: messageReply } },
    },
    async (request) => {
      await resets.resetPassword(request.body, request.ip);
      return { message: 'Your password is changed. Please sign in with it.' };
    },
  );

  app.post(
    '/auth/signout',
    {
      config: { access: 'customer' },
      schema: { tags, security: [{ bearerAuth: [] }], response: { 204: z.null().describe('Signed out') } },
    },
    async (request, reply) => {
      await auth.signout(currentUser(request).token);
      return reply.status(204).send(null);
    },
  );
};
