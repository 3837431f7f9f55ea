import type { FastifyInstance } from 'fastify';
import { AVIF_JOB, writeAvifCopies } from './avif-copies.ts';

/** The AVIF copies of an uploaded picture, made in the background (one-off, sent by the upload). */
export function catalogJobs(app: FastifyInstance): void {
  app.jobs.define<{ name: string }>({
    name: AVIF_JOB,
    run: async ({ name }) => {
      if (/^[a-f0-9]{32}$/.test(name)) await writeAvifCopies(app.pictures, name);
    },
  });
}
