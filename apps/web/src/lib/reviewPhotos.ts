import type { ReviewPhoto } from '@shop/contracts';
import { ApiError } from './api.ts';
import { sendFile } from './sendFile.ts';

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
 * POST /api/reviews/{id}/photos as multipart/form-data with one picture.
 */
export async function uploadReviewPhoto(reviewId: string, file: File): Promise<ReviewPhoto> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const photo = await sendFile<ReviewPhoto>(
    `/api/reviews/${reviewId}/photos`,
    { method: 'POST', body: form },
    (reply) => !!reply.id && !!reply.url,
    {
      code: 'UPLOAD_FAILED',
      message: 'The photo could not be uploaded. Please try again.',
      tooLarge: new ApiError(413, 'PAYLOAD_TOO_LARGE', `${file.name} is larger than 5 MB.`),
    },
  );
  return { id: photo.id, url: photo.url };
}
