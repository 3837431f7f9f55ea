import { z } from 'zod';

/** A picture named by a catalogue import that could not be fetched (S58 refusal, too big, wrong type, gone). */
export const failedPictureImport = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  sourceUrl: z.string(),
  attempts: z.number().int(),
  reason: z.string(),
  failedAt: z.string(),
});
export type FailedPictureImport = z.infer<typeof failedPictureImport>;

/** `GET /api/admin/picture-imports/failed`: the newest first, at most `limit`; `total` counts them all. */
export const failedPictureImports = z.object({
  content: z.array(failedPictureImport),
  total: z.number().int(),
});
export type FailedPictureImports = z.infer<typeof failedPictureImports>;
