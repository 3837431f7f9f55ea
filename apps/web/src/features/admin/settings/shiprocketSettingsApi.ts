import type { ShiprocketConnectionReply, ShiprocketSettingsReply } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAdminRead } from '../shared/adminApi.ts';

/** GET /api/admin/shiprocket/settings: each setting and whether it is set (secrets only that). */
export function useShiprocketSettings() {
  return useAdminRead<ShiprocketSettingsReply>(['shiprocket', 'settings'], '/api/admin/shiprocket/settings');
}

/** POST /api/admin/shiprocket/test: the settings, a fresh login and the pickup address, checked. */
export function useTestShiprocket() {
  return useMutation({
    mutationFn: () => api<ShiprocketConnectionReply>('/api/admin/shiprocket/test', { method: 'POST' }),
  });
}
