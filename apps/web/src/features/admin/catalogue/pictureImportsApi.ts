import type { FailedPictureImports } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ADMIN_KEY } from '../shared/adminApi.ts';

const FAILED_KEY = [ADMIN_KEY, 'picture-imports', 'failed'];

/** Pictures a catalogue import named that could not be fetched, with the reason. */
export function useFailedPictures() {
  return useQuery({
    queryKey: FAILED_KEY,
    queryFn: ({ signal }) => api<FailedPictureImports>('/api/admin/picture-imports/failed', { signal }),
    staleTime: 10_000,
  });
}

/** Puts one failed picture back in the fetch queue; the list drops it at once. */
export function useRetryPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ status: 'waiting' }>(`/api/admin/picture-imports/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAILED_KEY }),
  });
}
