import type { JobsReply, JobView } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const JOBS_KEY = ['admin', 'jobs'] as const;

/** GET /api/admin/jobs: what waits, runs, retries and has died on the job queue; refreshed while open. */
export function useAdminJobs() {
  return useQuery({
    queryKey: JOBS_KEY,
    queryFn: ({ signal }) => api<JobsReply>('/api/admin/jobs', { signal }),
    refetchInterval: 10_000,
  });
}

/** POST /api/admin/jobs/:id/retry: a dead job runs again with its retries started over. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<JobView>(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
