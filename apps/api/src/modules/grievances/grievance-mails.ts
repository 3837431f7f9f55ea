import type { DbOrTx } from '../../db/client.ts';
import type { grievances } from '../../db/schema/index.ts';
import { queueMail } from '../mail/outbox.service.ts';

/** What the grievance mails need from the shop's configuration. */
export interface GrievanceDesk {
  appUrl: string;
  officerName: string;
  officerDesignation: string;
  officerEmail: string;
}

type Row = typeof grievances.$inferSelect;

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const when = (date: Date) => `${indiaTime.format(date)} IST`;
const officer = (desk: GrievanceDesk) => `${desk.officerName} (${desk.officerDesignation})`;

/** The receipt with its ticket to the complainant, and the alert to the grievance officer. */
export async function queueGrievanceReceived(tx: DbOrTx, row: Row, desk: GrievanceDesk) {
  await queueMail(tx, row.email, 'grievanceReceived', {
    name: row.name,
    ticket: row.ticket,
    subject: row.subject,
    acknowledgeBy: when(row.acknowledgeBy),
    resolveBy: when(row.resolveBy),
    officer: officer(desk),
    trackUrl: `${desk.appUrl}/account/profile#grievances`,
  });
  await queueMail(tx, desk.officerEmail, 'grievanceNew', {
    ticket: row.ticket,
    subject: row.subject,
    resolveBy: when(row.resolveBy),
    deskUrl: `${desk.appUrl}/admin/grievances`,
  });
}

export async function queueGrievanceReply(tx: DbOrTx, row: Row, reply: string, desk: GrievanceDesk) {
  await queueMail(tx, row.email, 'grievanceReplied', {
    name: row.name,
    ticket: row.ticket,
    subject: row.subject,
    reply,
    resolved: row.status === 'RESOLVED',
    officer: officer(desk),
    trackUrl: `${desk.appUrl}/account/profile#grievances`,
  });
}
