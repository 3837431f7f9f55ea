import { z } from 'zod';

/** What the admin's Jobs page calls a job's state: waiting, failed once and waiting to retry, or out of retries. */
export const JOB_VIEW_STATES = ['queued', 'running', 'retrying', 'dead'] as const;
export type JobViewState = (typeof JOB_VIEW_STATES)[number];

export const jobView = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_VIEW_STATES),
  attempts: z.number().int(),
  retryLimit: z.number().int(),
  createdAt: z.string(),
  /** When it runs next (queued, retrying) or started (running). */
  runAt: z.string().nullable(),
  /** The last failure's message (retrying, dead), cut short and without personal data. */
  lastError: z.string().nullable(),
});
export type JobView = z.infer<typeof jobView>;

export const jobsReply = z.object({
  /** False when JOB_INTERVAL_SECONDS=0: no background work runs in this shop. */
  enabled: z.boolean(),
  counts: z.array(z.object({ name: z.string(), state: z.enum(JOB_VIEW_STATES), count: z.number().int() })),
  jobs: z.array(jobView),
});
export type JobsReply = z.infer<typeof jobsReply>;
