import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { reviews } from './catalog.ts';
import { createdAt, id, requiredRef, timestamptz } from './columns.ts';

/**
 * The photos of a review (REVIEW_PHOTOS_MAX, 3): `name` is the upload's random name in the picture store
 * (`{name}.webp`, its width variants and AVIF copies). `position` 0–2, unique per review, is the cap the
 * database keeps even if two uploads race.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: id(),
    reviewId: requiredRef('review_id', () => reviews.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** Hidden by the admin: not shown publicly. */
    hiddenAt: timestamptz('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('review_photos_position_check', sql`${t.position} between 0 and 2`),
    uniqueIndex('review_photos_review_position_key').on(t.reviewId, t.position),
  ],
);
