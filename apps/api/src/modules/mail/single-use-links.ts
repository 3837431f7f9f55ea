import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { SingleUseLinkTable } from '../../db/schema/mail.ts';
import { hiddenLinkToken } from './hidden-links.ts';

/** Only this hash of a link's token is stored (S43): a copy of the table opens nothing. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Stores a single-use link of an account (a password reset, a "link my guest orders" mail). Its token is derived
 * from the server's secret and `secretRef`, the mail's reference, so the mail's sender renders it again and it is
 * never stored (S46); returns nothing to hand out.
 */
export async function storeSingleUseLink(
  db: DbOrTx,
  table: SingleUseLinkTable,
  link: { id: string; userId: string; secret: string; secretRef: string; expiresAt: Date },
): Promise<void> {
  await db.insert(table).values({
    id: link.id,
    userId: link.userId,
    tokenHash: hashLinkToken(hiddenLinkToken(link.secret, link.secretRef)),
    expiresAt: link.expiresAt,
  });
}

/**
 * Uses a link once: the conditional update lets one request win, and only an open link (not used, not expired)
 * matches. Returns the account the link was issued to, or undefined for a token that opens nothing.
 */
export async function useSingleUseLink(
  db: DbOrTx,
  table: SingleUseLinkTable,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  const [used] = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.tokenHash, hashLinkToken(token)), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ userId: table.userId });
  return used?.userId;
}
