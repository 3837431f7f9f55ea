import { randomBytes } from 'node:crypto';
import type { AdminGrievance, Grievance, GrievanceCreated, GrievanceUpdate } from '@shop/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { grievanceReplies, grievances } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { dueState, grievanceDeadlines } from './grievance-clock.ts';
import { type GrievanceDesk, queueGrievanceReceived, queueGrievanceReply } from './grievance-mails.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 80 random bits as 16 Crockford base-32 characters in four groups: unguessable, and easy to read out (S68). */
export function newTicket(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 16; i++) text = CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)] + text;
  return `GRV-${text.match(/.{4}/g)?.join('-')}`;
}

export interface FiledGrievance {
  name: string;
  email: string;
  phone?: string | undefined;
  orderId?: string | undefined;
  subject: string;
  message: string;
}

type Row = typeof grievances.$inferSelect;
type Reply = typeof grievanceReplies.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function customerView(row: Row, replies: Reply[]): Grievance {
  return {
    ticket: row.ticket,
    subject: row.subject,
    message: row.message,
    orderId: row.orderId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    acknowledgeBy: row.acknowledgeBy.toISOString(),
    resolveBy: row.resolveBy.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
    replies: replies.map((reply) => ({ body: reply.body, createdAt: reply.createdAt.toISOString() })),
  };
}

function adminView(row: Row, replies: Reply[], now: Date): AdminGrievance {
  const due = dueState(row, now);
  return {
    ...customerView(row, replies),
    name: row.name,
    email: row.email,
    phone: row.phone,
    dueAt: iso(due.dueAt),
    overdue: due.overdue,
  };
}

async function repliesOf(db: DbOrTx, ids: string[]): Promise<Map<string, Reply[]>> {
  const byTicket = new Map<string, Reply[]>();
  if (ids.length === 0) return byTicket;
  const rows = await db
    .select()
    .from(grievanceReplies)
    .where(inArray(grievanceReplies.grievanceId, ids))
    .orderBy(asc(grievanceReplies.createdAt));
  for (const row of rows) byTicket.set(row.grievanceId, [...(byTicket.get(row.grievanceId) ?? []), row]);
  return byTicket;
}

/** Files a grievance and queues its receipt (and the officer's alert) in the same transaction. */
export async function fileGrievance(
  db: Database,
  input: FiledGrievance,
  context: { userId: string | null; now: Date; desk: GrievanceDesk },
): Promise<GrievanceCreated> {
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(context.now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(grievances)
      .values({
        ticket: newTicket(),
        userId: context.userId,
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone ?? null,
        orderId: input.orderId ?? null,
        subject: input.subject,
        message: input.message,
        acknowledgeBy,
        resolveBy,
        createdAt: context.now,
        updatedAt: context.now,
      })
      .returning();
    if (!row) throw new Error('grievance insert returned no row');
    await queueGrievanceReceived(tx, row, context.desk);
    return {
      ticket: row.ticket,
      acknowledgeBy: acknowledgeBy.toISOString(),
      resolveBy: resolveBy.toISOString(),
    };
  });
}

/** The signed-in customer's own tickets, newest first; tickets filed signed out stay with their email (S72). */
export async function customerGrievances(db: DbOrTx, userId: string): Promise<Grievance[]> {
  const rows = await db
    .select()
    .from(grievances)
    .where(eq(grievances.userId, userId))
    .orderBy(desc(grievances.createdAt));
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => customerView(row, replies.get(row.id) ?? []));
}

/** The owner's desk: open tickets by what falls due first, then resolved ones, newest first. */
export async function grievanceDesk(db: DbOrTx, now: Date) {
  const rows = await db.select().from(grievances).orderBy(desc(grievances.createdAt)).limit(500);
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  const content = rows
    .map((row) => adminView(row, replies.get(row.id) ?? [], now))
    .sort((a, b) => {
      if (a.dueAt && b.dueAt) return a.dueAt.localeCompare(b.dueAt);
      if (a.dueAt || b.dueAt) return a.dueAt ? -1 : 1;
      return b.createdAt.localeCompare(a.createdAt);
    });
  return {
    content,
    open: content.filter((g) => g.status === 'OPEN').length,
    overdue: content.filter((g) => g.overdue).length,
  };
}

/** The officer's reply and/or new status; a reply is mailed to the complainant and counts as the acknowledgement. */
export async function answerGrievance(
  db: Database,
  ticket: string,
  update: GrievanceUpdate,
  context: { now: Date; desk: GrievanceDesk },
): Promise<AdminGrievance> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(grievances).where(eq(grievances.ticket, ticket)).for('update');
    if (!row) throw notFound('Grievance');
    if (update.reply) {
      await tx
        .insert(grievanceReplies)
        .values({ grievanceId: row.id, body: update.reply, createdAt: context.now });
    }
    const resolved = update.status === 'RESOLVED';
    const [saved] = await tx
      .update(grievances)
      .set({
        status: update.status,
        acknowledgedAt: row.acknowledgedAt ?? (update.reply || resolved ? context.now : null),
        resolvedAt: resolved ? (row.resolvedAt ?? context.now) : null,
        updatedAt: context.now,
      })
      .where(eq(grievances.id, row.id))
      .returning();
    if (!saved) throw new Error('grievance update returned no row');
    if (update.reply) await queueGrievanceReply(tx, saved, update.reply, context.desk);
    const replies = await repliesOf(tx, [row.id]);
    return adminView(saved, replies.get(row.id) ?? [], context.now);
  });
}
