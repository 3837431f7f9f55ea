import { and, eq, isNotNull } from 'drizzle-orm';
import { outbox } from '../../src/db/schema/index.ts';
import { revealHiddenToken } from '../../src/modules/mail/hidden-links.ts';
import type { TestApp } from './test-app.ts';
import { TEST_JWT_SECRET } from './test-app.ts';

/** The token of the newest mail to `email` whose subject starts so, as the sender renders it (S46). */
export async function mailedToken(
  t: Pick<TestApp, 'db'>,
  email: string,
  subject: string,
  path: string,
): Promise<string | undefined> {
  const mails = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), isNotNull(outbox.secretRef)));
  const mail = mails.filter((m) => m.subject.startsWith(subject)).at(-1);
  if (!mail) return undefined;
  const sent = revealHiddenToken(mail.text, TEST_JWT_SECRET, mail.secretRef ?? '');
  return sent.match(new RegExp(`${path}\\?token=([\\w-]+)`))?.[1];
}

/**
 * Follows the "Confirm your email" link a sign-up mailed, signed in as the new account, as its owner would
 * (S72): what the sign-up asked for (marketing consent) counts from then on.
 */
export async function confirmEmail(
  t: Pick<TestApp, 'app' | 'db'>,
  email: string,
  headers: Record<string, string>,
): Promise<void> {
  const token = await mailedToken(t, email, 'Confirm your email', '/account/verify-email');
  if (!token) throw new Error(`no confirmation mail to ${email}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/email/verify',
    payload: { token },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`confirming ${email}: ${res.statusCode} ${res.body}`);
}
