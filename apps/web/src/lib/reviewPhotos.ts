import type { ReviewPhoto } from '@shop/contracts';
import { ApiError } from './api.ts';
import { getToken } from './storage.ts';

/** The upload rules of product images, checked here too so a wrong file is named before anything is sent. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Why this file cannot be a review photo, or undefined when it may be. */
export function photoProblem(file: File): string | undefined {
  if (!PHOTO_TYPES.includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP picture.`;
  if (file.size > PHOTO_MAX_BYTES) return `${file.name} is larger than 5 MB.`;
  return undefined;
}

/**
 * POST /api/reviews/{id}/photos as multipart/form-data with one picture. The api() helper speaks JSON only,
 * so this call sets its own headers (the browser writes the multipart boundary).
 */
export async function uploadReviewPhoto(reviewId: string, file: File): Promise<ReviewPhoto> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/reviews/${reviewId}/photos`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach the shop. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => ({}))) as Partial<ReviewPhoto> & {
    code?: string;
    message?: string;
  };
  if (!response.ok || !data.id || !data.url) {
    if (response.status === 413)
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `${file.name} is larger than 5 MB.`);
    throw new ApiError(
      response.status,
      data.code ?? 'UPLOAD_FAILED',
      data.message ?? 'The photo could not be uploaded. Please try again.',
    );
  }
  return { id: data.id, url: data.url };
}
