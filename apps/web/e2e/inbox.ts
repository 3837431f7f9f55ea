import { inject } from 'vitest';
import { type ReceivedMail, receivedMails } from './mailbox.ts';

/**
 * The newest mail to `to` whose subject is `subject` (or passes it, when a test), as the shop sent it over SMTP;
 * waits up to ten seconds for it. The outbox shows links redacted; the sent mail holds them whole (S46).
 */
export async function mailTo(
  to: string,
  subject: string | ((subject: string) => boolean),
): Promise<ReceivedMail> {
  const matches = typeof subject === 'string' ? (s: string) => s === subject : subject;
  let seen: ReceivedMail[] = [];
  for (let i = 0; i < 100; i++) {
    seen = await receivedMails(inject('mailDir'));
    const mail = seen.findLast((m) => m.to === to && matches(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const what = typeof subject === 'string' ? `"${subject}"` : 'of that subject';
  throw new Error(`no mail ${what} to ${to} among ${JSON.stringify(seen.map((m) => [m.to, m.subject]))}`);
}
