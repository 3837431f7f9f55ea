import type { AdminReviewsReply, HideBody, OwnerReply } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const REVIEWS_KEY = ['admin', 'reviews'] as const;

/** GET /api/admin/reviews: every review, hidden ones too, newest first. */
export function useAdminReviews(pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<AdminReviewsReply>('/api/admin/reviews', { signal, query: { pageNumber, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/reviews/{id}/reply: the owner's public answer; null takes it down. */
export function useOwnerReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string | null }) =>
      api<{ ownerReply: OwnerReply | null }>(`/api/admin/reviews/${reviewId}/reply`, {
        method: 'PUT',
        body: { text },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}

/** PUT /api/admin/reviews/{id}, or …/photos/{photoId} with `photoId`: hides or shows again. */
export function useHideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, photoId, hidden }: { reviewId: string; photoId?: string; hidden: boolean }) =>
      api<HideBody>(
        photoId ? `/api/admin/reviews/${reviewId}/photos/${photoId}` : `/api/admin/reviews/${reviewId}`,
        { method: 'PUT', body: { hidden } },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
