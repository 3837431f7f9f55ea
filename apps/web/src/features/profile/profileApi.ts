import type { AuthReply, ChangePasswordInput, Profile, ProfileUpdateInput } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { PROFILE_KEY, useAuth } from '../auth/index.ts';

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: ProfileUpdateInput) =>
      api<Profile>('/api/users/profile', { method: 'PUT', body: name }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

/** Every other session ends on the server; this browser goes on with the fresh token it answers. */
export function useChangePassword() {
  const { replaceToken } = useAuth();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api<AuthReply>('/api/users/password', { method: 'PUT', body: input }),
    onSuccess: (reply) => replaceToken(reply.jwt),
  });
}

const marketingKey = (token: string | null) => ['marketing-consent', token];

/** Whether the signed-in shopper agreed to marketing mail (S59). */
export function useMarketingConsent() {
  const { token } = useAuth();
  return useQuery({
    queryKey: marketingKey(token),
    queryFn: ({ signal }) => api<{ consent: boolean }>('/api/users/marketing', { signal }),
  });
}

export function useSetMarketingConsent() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) =>
      api<{ consent: boolean }>('/api/users/marketing', { method: 'PUT', body: { consent } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(marketingKey(token), reply);
      // The privacy centre lists every change (the consent ledger).
      void queryClient.invalidateQueries({ queryKey: ['consents'] });
    },
  });
}
