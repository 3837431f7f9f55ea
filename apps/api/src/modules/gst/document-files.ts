import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { taxDocumentFiles } from '../../db/schema/index.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';
import { renderDocumentPdf } from './document-pdf.ts';
import type { TaxDocumentRow } from './documents.ts';

/** Document downloads per account: plenty for a person, too few to keep the server busy (S53). */
export const DOCUMENT_DOWNLOADS: RateLimitRule = { limit: 20, windowSeconds: 60 };

/** Renders in progress in this process, by document id: parallel first downloads share one render. */
const rendering = new Map<string, Promise<Buffer>>();

async function keptPdf(db: Database, documentId: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ pdf: taxDocumentFiles.pdf })
    .from(taxDocumentFiles)
    .where(eq(taxDocumentFiles.documentId, documentId));
  return row?.pdf;
}

async function renderAndKeep(db: Database, doc: TaxDocumentRow): Promise<Buffer> {
  const pdf = await renderDocumentPdf(doc);
  const [kept] = await db
    .insert(taxDocumentFiles)
    .values({ documentId: doc.id, pdf })
    .onConflictDoNothing()
    .returning({ pdf: taxDocumentFiles.pdf });
  // Another instance kept its copy first: answer that one, so every download is the same file.
  return kept?.pdf ?? (await keptPdf(db, doc.id)) ?? pdf;
}

/**
 * The document's PDF (S53): an issued document never changes, so it is rendered once, on its first download, and
 * kept in the database for every instance; later downloads only read it back.
 */
export async function documentPdf(db: Database, doc: TaxDocumentRow): Promise<Buffer> {
  const kept = await keptPdf(db, doc.id);
  if (kept) return kept;
  let pending = rendering.get(doc.id);
  if (!pending) {
    pending = renderAndKeep(db, doc).finally(() => rendering.delete(doc.id));
    rendering.set(doc.id, pending);
  }
  return pending;
}
