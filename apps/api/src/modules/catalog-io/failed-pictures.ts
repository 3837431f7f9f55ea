import type { FailedPictureImports } from '@shop/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { pictureImports, products } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** The admin's list shows this many; the total says when there are more. */
export const FAILED_PICTURES_SHOWN = 100;

const failedOfLiveProducts = and(eq(pictureImports.status, 'failed'), isNull(products.deletedAt));

/** Imported pictures that could not be fetched, newest first, with the reason; deleted products' are left out. */
export async function listFailedPictures(db: DbOrTx): Promise<FailedPictureImports> {
  const rows = await db
    .select({
      id: pictureImports.id,
      productId: pictureImports.productId,
      productTitle: products.title,
      sourceUrl: pictureImports.sourceUrl,
      attempts: pictureImports.attempts,
      reason: pictureImports.error,
      failedAt: pictureImports.updatedAt,
    })
    .from(pictureImports)
    .innerJoin(products, eq(products.id, pictureImports.productId))
    .where(failedOfLiveProducts)
    .orderBy(desc(pictureImports.updatedAt), pictureImports.id)
    .limit(FAILED_PICTURES_SHOWN);
  const [counted] = await db
    .select({ total: count() })
    .from(pictureImports)
    .innerJoin(products, eq(products.id, pictureImports.productId))
    .where(failedOfLiveProducts);
  return {
    content: rows.map((row) => ({
      ...row,
      reason: row.reason ?? 'unknown',
      failedAt: row.failedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * Puts a failed picture back in the queue with fresh attempts; the fetch checks it against S58 again. The
 * caller wakes the job after the commit. Only a failed picture of a product that is not deleted can be retried.
 */
export async function retryFailedPicture(db: Database, actor: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: pictureImports.status,
        productId: pictureImports.productId,
        error: pictureImports.error,
      })
      .from(pictureImports)
      .innerJoin(products, and(eq(products.id, pictureImports.productId), isNull(products.deletedAt)))
      .where(eq(pictureImports.id, id))
      .for('update', { of: pictureImports });
    if (!row) throw notFound('Picture import');
    if (row.status !== 'failed')
      throw conflict(
        'CONFLICT',
        `This picture is ${row.status === 'done' ? 'already fetched' : 'already waiting'}: only a failed one can be retried`,
      );
    await tx
      .update(pictureImports)
      .set({ status: 'waiting', attempts: 0, error: null })
      .where(eq(pictureImports.id, id));
    await recordAudit(tx, actor, {
      action: 'picture_import.retry',
      entityType: 'product',
      entityId: row.productId,
      before: { pictureImport: id, status: 'failed', reason: row.error },
      after: { pictureImport: id, status: 'waiting' },
    });
  });
}
