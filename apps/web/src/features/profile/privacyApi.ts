import type { ConsentEvent, Grievance } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useAuth } from '../auth/index.ts';

/** Every consent given or withdrawn, with the notice version it answered (GET /api/users/me/consents). */
export function useConsents() {
  const { token } = useAuth();
  return useQuery({
    queryKey: ['consents', token],
    queryFn: ({ signal }) => api<ConsentEvent[]>('/api/users/me/consents', { signal }),
  });
}

export function useMyGrievances() {
  const { token } = useAuth();
  return useQuery({
    queryKey: ['grievances', token],
    queryFn: ({ signal }) => api<Grievance[]>('/api/grievances', { signal }),
  });
}

/** Withdraws marketing mail as the profile's checkbox does; the ledger and the checkbox read again. */
export function useWithdrawMarketing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/users/marketing', { method: 'PUT', body: { consent: false } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['consents'] });
      void queryClient.invalidateQueries({ queryKey: ['marketing-consent'] });
    },
  });
}

export function useCloseAccount() {
  const { signOut } = useAuth();
  return useMutation({
    mutationFn: (password: string) => api('/api/users/me', { method: 'DELETE', body: { password } }),
    onSuccess: () => void signOut(),
  });
}
