import type { ChangePasswordInput, ProfileUpdateInput } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Address, AddressFields, AuthReply, Profile } from '../../lib/types.ts';
import { useAuth } from '../auth/index.ts';
import { ADDRESSES_KEY } from '../checkout/checkoutApi.ts';

const PROFILE_PREFIX = ['profile'] as const;

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: ProfileUpdateInput) =>
      api<Profile>('/api/users/profile', { method: 'PUT', body: name }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PROFILE_PREFIX }),
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

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AddressFields) => api<Address>('/api/addresses', { method: 'POST', body: fields }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
      void queryClient.invalidateQueries({ queryKey: PROFILE_PREFIX });
    },
  });
}
