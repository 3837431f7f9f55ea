import type { WhatsappCheck } from '@shop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/admin/whatsapp: which WhatsApp settings are set (never their values) and the template names. */
export function useWhatsappCheck() {
  return useQuery({
    queryKey: ['admin', 'whatsapp'],
    queryFn: ({ signal }) => api<WhatsappCheck>('/api/admin/whatsapp', { signal }),
  });
}

/** POST /api/admin/whatsapp/test: the test template to the owner's phone, sent at once. */
export function useWhatsappTest() {
  return useMutation({
    mutationFn: (phone: string) =>
      api<{ messageId: string }>('/api/admin/whatsapp/test', { method: 'POST', body: { phone } }),
  });
}
