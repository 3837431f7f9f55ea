import type { AdminGrievance, AdminGrievanceList, GrievanceUpdate } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ADMIN_FRESH_MS, ADMIN_KEY } from '../shared/adminApi.ts';

const GRIEVANCES_KEY = [ADMIN_KEY, 'grievances'];

/** The grievance desk: open tickets by what falls due first, with the open and overdue counts. */
export function useGrievanceDesk() {
  return useQuery({
    queryKey: GRIEVANCES_KEY,
    queryFn: ({ signal }) => api<AdminGrievanceList>('/api/admin/grievances', { signal }),
    staleTime: ADMIN_FRESH_MS,
  });
}

export function useAnswerGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticket, update }: { ticket: string; update: GrievanceUpdate }) =>
      api<AdminGrievance>(`/api/admin/grievances/${encodeURIComponent(ticket)}`, {
        method: 'PUT',
        body: update,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: GRIEVANCES_KEY }),
  });
}
