import { inject } from 'vitest';
import { type ReceivedMail, receivedMails } from './mailbox.ts';
import { apiCall } from './support.ts';

const SUBJECT = /^Please confirm your cash-on-delivery order #/;

/** The confirmation mail of a cash-on-delivery order, as the shop sent it over SMTP (the outbox hides its link). */
export async function codConfirmMail(to: string, orderNumber: string): Promise<ReceivedMail> {
  let seen: ReceivedMail[] = [];
  for (let i = 0; i < 100; i++) {
    seen = await receivedMails(inject('mailDir'));
    const mail = seen.findLast(
      (m) => m.to === to && SUBJECT.test(m.subject) && m.subject.endsWith(orderNumber),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `no COD confirmation mail to ${to} among ${JSON.stringify(seen.map((m) => [m.to, m.subject]))}`,
  );
}

/** The link in that mail. */
export async function codConfirmLink(to: string, orderNumber: string): Promise<URL> {
  const mail = await codConfirmMail(to, orderNumber);
  const link = mail.text.match(/https?:\/\/\S+\/cod-confirm\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
  return new URL(link);
}

/** The customer confirms from the mailed link (for tests about what comes after). */
export async function confirmCodByMail(to: string, orderNumber: string): Promise<void> {
  const token = (await codConfirmLink(to, orderNumber)).searchParams.get('token');
  await apiCall('/api/orders/cod-confirm', { method: 'POST', body: { token } });
}
