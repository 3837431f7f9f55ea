import { mailTo } from './inbox.ts';
import type { ReceivedMail } from './mailbox.ts';
import { apiCall } from './support.ts';

const SUBJECT = /^Please confirm your cash-on-delivery order #/;

/** The confirmation mail of a cash-on-delivery order, as the shop sent it over SMTP (the outbox hides its link). */
export async function codConfirmMail(to: string, orderNumber: string): Promise<ReceivedMail> {
  return mailTo(to, (subject) => SUBJECT.test(subject) && subject.endsWith(orderNumber));
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
