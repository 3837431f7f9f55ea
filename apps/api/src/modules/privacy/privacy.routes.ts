import { closeAccountInput, consentHistory, personalDataExport } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { consentHistory as historyOf, setPrivacyNoticeVersion } from '../consents/consent-ledger.ts';
import { closeAccount } from './account-erasure.ts';
import { exportPersonalData } from './personal-data-export.ts';

const customerRoute = routeOptions('customer', ['users']);

/** The data principal's rights (DPDP Act, 2023, ss.11–13; docs/law.md): consents, access, erasure. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  setPrivacyNoticeVersion(app.config.PRIVACY_NOTICE_VERSION);

  app.get(
    '/api/users/me/consents',
    customerRoute({
      summary:
        'Every consent given or withdrawn, with when, where and the privacy notice version it answered',
      response: { 200: consentHistory },
    }),
    async (request) => historyOf(app.db, currentUser(request).id),
  );

  app.get(
    '/api/users/me/data',
    customerRoute({
      summary: 'Everything the shop holds on the signed-in person, as JSON (S67)',
      response: { 200: personalDataExport },
    }),
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return exportPersonalData(app.db, currentUser(request).id);
    },
  );

  app.delete(
    '/api/users/me',
    customerRoute({
      summary:
        'Close the account: erased and signed out everywhere; orders and GST documents kept without the person',
      body: closeAccountInput,
    }),
    async (request, reply) => {
      await closeAccount(app.db, currentUser(request).id, request.body.password, request.ip);
      return reply.code(204).send();
    },
  );
};
