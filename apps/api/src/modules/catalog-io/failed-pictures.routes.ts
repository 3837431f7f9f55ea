import { failedPictureImports } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, idParams } from '../../plugins/route-options.ts';
import { listFailedPictures, retryFailedPicture } from './failed-pictures.ts';
import { PICTURE_IMPORTS_JOB } from './picture-imports.ts';

/** Imported pictures that could not be fetched: the admin sees why, and may try one again. */
export const failedPicturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/picture-imports/failed',
    adminRoute({
      summary: 'Pictures named by an import that could not be fetched, with the reason, newest first',
      response: { 200: failedPictureImports },
    }),
    async () => listFailedPictures(app.db),
  );

  app.post(
    '/api/admin/picture-imports/:id/retry',
    adminRoute({
      summary: 'Fetch a failed imported picture again (still only from a public address, S58)',
      params: idParams,
      response: { 202: z.object({ status: z.literal('waiting') }) },
    }),
    async (request, reply) => {
      await retryFailedPicture(app.db, currentUser(request), request.params.id);
      await app.jobs.send(PICTURE_IMPORTS_JOB);
      return reply.code(202).send({ status: 'waiting' as const });
    },
  );
};
