import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { pictureImports, productImages, products } from '../../db/schema/index.ts';
import { nextProductVersion } from '../catalog/product-counters.ts';
import { MAX_UPLOAD_BYTES, storeImage } from '../catalog/uploads.service.ts';
import type { PictureStore } from '../media/storage/picture-store.ts';
import {
  FetchRefused,
  fetchPublic,
  isPublicAddress,
  loopbackOrPublic,
  type PublicFetchLimits,
} from './public-fetch.ts';

const MAX_ATTEMPTS = 3;
const BATCH = 5;

/** The queue job that fetches imported pictures: every JOB_INTERVAL_SECONDS, and sent right after an import. */
export const PICTURE_IMPORTS_JOB = 'catalog.fetch-imported-pictures';

export interface PictureImportContext {
  db: Database;
  pictures: PictureStore;
  log: FastifyBaseLogger;
  /** PICTURE_FETCH_ALLOW_LOOPBACK, tests only (config refuses it elsewhere). */
  allowLoopback: boolean;
}

export function pictureLimits(allowLoopback: boolean): PublicFetchLimits {
  return {
    maxBytes: MAX_UPLOAD_BYTES,
    timeoutMs: 10_000,
    maxRedirects: 3,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    isAllowedAddress: allowLoopback ? loopbackOrPublic : isPublicAddress,
  };
}

/**
 * Fetches waiting pictures of imported products, a few at a time; safe on several instances (SKIP LOCKED).
 * A fetched picture is stored like an upload and takes the source URL's place in the product; a refused one
 * (S58) or one that failed MAX_ATTEMPTS times is marked failed with its reason and leaves the gallery.
 * Answers how many rows it finished.
 */
export async function fetchWaitingPictures(ctx: PictureImportContext): Promise<number> {
  // A picture that failed in this run waits for the next one (its updated_at is then after the run began).
  const runStart = new Date();
  let finished = 0;
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(pictureImports)
        .where(and(eq(pictureImports.status, 'waiting'), lte(pictureImports.updatedAt, runStart)))
        .orderBy(pictureImports.createdAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        let outcome: { storedUrl: string } | { error: string; final: boolean };
        try {
          const body = await fetchPublic(row.sourceUrl, pictureLimits(ctx.allowLoopback));
          outcome = await storeImage(ctx.pictures, body.data).then(({ url }) => ({ storedUrl: url }));
        } catch (error) {
          const refused = error instanceof FetchRefused;
          const message = (error as Error).message;
          outcome = { error: message, final: refused || row.attempts + 1 >= MAX_ATTEMPTS };
        }
        if ('storedUrl' in outcome) {
          await swapPicture(tx, row.productId, row.sourceUrl, outcome.storedUrl);
          await tx
            .update(pictureImports)
            .set({ status: 'done', storedUrl: outcome.storedUrl, attempts: row.attempts + 1, error: null })
            .where(eq(pictureImports.id, row.id));
        } else {
          if (outcome.final) await dropPicture(tx, row.productId, row.sourceUrl);
          await tx
            .update(pictureImports)
            .set({
              status: outcome.final ? 'failed' : 'waiting',
              attempts: row.attempts + 1,
              error: outcome.error.slice(0, 300),
            })
            .where(eq(pictureImports.id, row.id));
          ctx.log.warn({ pictureImport: row.id, reason: outcome.error }, 'imported picture not fetched');
        }
      }
      return rows.length;
    });
    finished += done;
    if (done < BATCH) return finished;
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function swapPicture(tx: Tx, productId: string, from: string, to: string): Promise<void> {
  const swapped = await tx
    .update(productImages)
    .set({ src: to })
    .where(and(eq(productImages.productId, productId), eq(productImages.src, from)))
    .returning({ id: productImages.id });
  // A picture the admin retried after it failed had left the gallery (dropPicture): it comes back last.
  if (swapped.length === 0)
    await tx.insert(productImages).values({
      productId,
      src: to,
      position: sql`(select coalesce(max(i.position) + 1, 0) from product_images i where i.product_id = ${productId})`,
    });
  await tx
    .update(products)
    .set({
      imageUrl: sql`case when ${products.imageUrl} = ${from} then ${to} else ${products.imageUrl} end`,
      version: nextProductVersion(),
    })
    .where(eq(products.id, productId));
}

/** A picture that cannot be fetched leaves the gallery; the main one is replaced by the next, if any. */
async function dropPicture(tx: Tx, productId: string, source: string): Promise<void> {
  await tx
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.src, source)));
  await tx
    .update(products)
    .set({
      imageUrl: sql`coalesce(case when ${products.imageUrl} = ${source} then (select i.src from product_images i
        where i.product_id = ${productId} order by i.position limit 1) end, ${products.imageUrl})`,
      version: nextProductVersion(),
    })
    .where(eq(products.id, productId));
}
