import type { ShiprocketConnectionReply, ShiprocketSettingsReply } from '@shop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ADMIN_KEY } from '../shared/adminApi.ts';

/** GET /api/admin/shiprocket/settings: each setting and whether it is set (secrets only that). */
export function useShiprocketSettings() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'shiprocket', 'settings'],
    queryFn: ({ signal }) => api<ShiprocketSettingsReply>('/api/admin/shiprocket/settings', { signal }),
  });
}

/** POST /api/admin/shiprocket/test: the settings, a fresh login and the pickup address, checked. */
export function useTestShiprocket() {
  return useMutation({
    mutationFn: () => api<ShiprocketConnectionReply>('/api/admin/shiprocket/test', { method: 'POST' }),
  });
}
