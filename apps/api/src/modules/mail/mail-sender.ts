import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { revealHiddenToken } from './hidden-links.ts';

/** How long a claimed mail is left to its sender before another run may try it again (a crash mid-send). */
const LEASE_SECONDS = 120;
const BATCH = 20;

/** Seconds before the next try after `attempts` failed ones: 1, 2, 4 … minutes, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);
}

export interface SendSummary {
  sent: number;
  failed: number;
}

type Sendable = Pick<Transporter, 'sendMail'>;

/**
 * Sends the PENDING mails that are due. Each is first claimed by moving its next attempt a lease ahead, in
 * one statement with SKIP LOCKED, so instances running at once never send the same mail and no transaction
 * stays open while SMTP answers. A failure is kept on the row with the next try after a growing delay; the
 * mail is never dropped (S44).
 */
/**
 * The due PENDING rows of one channel, at most a batch, leased: their next attempt moves past the lease, so
 * another instance skips them while this one sends (and retries them if this one dies). Mail and WhatsApp share it.
 */
export async function claimDueRows(db: Database, channel: 'email' | 'whatsapp', now: Date) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.channel, channel), eq(outbox.status, 'PENDING'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_SECONDS * 1000),
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function sendDueMails(
  db: Database,
  transport: Sendable,
  from: { name: string; address: string } | string,
  /** The server's secret, from which hidden links are rendered (S46). */
  secret: string,
  now = new Date(),
): Promise<SendSummary> {
  const claimed = await claimDueRows(db, 'email', now);

  const summary: SendSummary = { sent: 0, failed: 0 };
  for (const mail of claimed) {
    const reveal = (body: string) =>
      mail.secretRef ? revealHiddenToken(body, secret, mail.secretRef) : body;
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: reveal(mail.text),
        html: reveal(mail.html),
        // Marketing mail (S59): one-click unsubscribe, RFC 8058.
        ...(mail.listUnsubscribe
          ? {
              headers: {
                'List-Unsubscribe': `<${reveal(mail.listUnsubscribe)}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
      await db
        .update(outbox)
        .set({ status: 'SENT', sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, mail.id));
      summary.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outbox)
        .set({
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(mail.attempts) * 1000),
        })
        .where(eq(outbox.id, mail.id));
      summary.failed += 1;
    }
  }
  return summary;
}

/**
 * Runs sendDueMails one run at a time; a wake-up during a run asks for one more run after it, so a mail
 * committed while the sender was busy is not left for the next job tick.
 */
export class MailRunner {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly send: () => Promise<SendSummary>,
    private readonly log: FastifyBaseLogger,
  ) {}

  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves when no run is in progress (the app's close waits on it; tests too). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        const summary = await this.send();
        if (summary.failed) this.log.warn({ ...summary }, 'some mail could not be sent: retried later');
        // A full batch sent may mean more are due; after failures the next job tick retries instead.
        if (summary.failed === 0 && summary.sent >= BATCH) this.again = true;
      } catch (error) {
        this.log.error({ err: error }, 'mail sender failed');
      }
    } while (this.again);
  }
}
