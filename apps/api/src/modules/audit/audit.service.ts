import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export interface AuditEntry {
  action: string;
  entityType: 'product' | 'order' | 'user' | 'coupon' | 'review';
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Records a change (an admin's, or a customer's such as a return request); call it inside the transaction that makes the change, so both or neither happen. */
export async function recordAudit(
  db: DbOrTx,
  actor: Pick<AuthUser, 'id' | 'email'>,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
