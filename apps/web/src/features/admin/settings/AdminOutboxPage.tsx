import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OutboxMail } from '@shop/contracts';
import { useId, useState } from 'react';
import { AdminListTable } from '../shared/AdminListTable.tsx';
import { formatDateTime } from '../shared/adminFormat.ts';
import { PageHeader } from '../shared/PageHeader.tsx';
import { usePagedParams } from '../shared/pagedParams.ts';
import { useOutbox } from './activityApi.ts';

const PAGE_SIZES = [20, 50, 100];
const DEFAULT_SIZE = 20;

/** WhatsApp's words for Meta's statuses, as its own app shows them (ticks). */
const DELIVERY_WORDS = { sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Failed' } as const;

const SENT = { bgcolor: '#e3f1e4', color: '#1f5a23' };
const NOT_SENT = { bgcolor: '#fbe3e1', color: '#8a1c12' };
const WAITING = { bgcolor: '#ece7e3', color: '#4a3f3a' };

/** The chip of a mail's state, and the reason or the tries under it when there is one. */
function mailState(mail: OutboxMail): { label: string; tone: typeof SENT; note?: string | null } {
  if (mail.deliveryStatus)
    return {
      label: DELIVERY_WORDS[mail.deliveryStatus],
      tone: mail.deliveryStatus === 'failed' ? NOT_SENT : SENT,
    };
  if (mail.status === 'SENT') return { label: 'Sent', tone: SENT };
  if (mail.status === 'SKIPPED') return { label: 'Not sent', tone: WAITING, note: mail.lastError };
  const tries = `${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}${mail.lastError ? `: ${mail.lastError}` : ''}`;
  return { label: 'Waiting', tone: WAITING, note: mail.attempts > 0 ? tries : null };
}

function MailStatus({ mail }: { mail: OutboxMail }) {
  const { label, tone, note } = mailState(mail);
  return (
    <>
      <Chip size="small" label={label} sx={tone} />
      {note ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
          {note}
        </Typography>
      ) : null}
    </>
  );
}

/** The mail as the customer sees it: the HTML in a sandboxed frame (no scripts, no links followed), and the text. */
function MailPreview({ mail, onClose }: { mail: OutboxMail | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={mail !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{mail?.subject}</DialogTitle>
      <DialogContent>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            mb: 1,
          }}
        >
          To {mail?.to}
        </Typography>
        {mail && mail.channel === 'email' && (
          <iframe
            title="Mail preview"
            sandbox=""
            srcDoc={mail.html}
            style={{ width: '100%', height: 420, border: '1px solid #eee3d3', borderRadius: 4 }}
          />
        )}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {mail?.channel === 'whatsapp' ? 'WhatsApp message' : 'Plain text'}
        </Typography>
        <Typography
          component="pre"
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}
        >
          {mail?.text}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** /admin/outbox: every mail and WhatsApp message the shop has sent or will send, newest first, with its delivery state. */
export function AdminOutboxPage() {
  const paging = usePagedParams(PAGE_SIZES, DEFAULT_SIZE);
  const { page, pageSize } = paging;
  const outbox = useOutbox(page, pageSize);
  const [open, setOpen] = useState<OutboxMail | null>(null);

  return (
    <>
      <PageHeader
        title="Outbox"
        subtitle="Mail and WhatsApp messages to customers, newest first. Waiting ones are retried until the mail server or WhatsApp takes them."
      />
      <AdminListTable
        query={outbox}
        label="Outbox"
        what="The outbox"
        minWidth={760}
        headings={['Written', 'To', 'Subject', 'Status', { label: 'Open', hidden: true }]}
        rowHeight={48}
        empty={{
          title: 'No mail yet',
          text: 'Mail to customers (welcome, orders, password resets) appears here.',
        }}
        paging={paging}
        perPageLabel="Mails per page"
      >
        {(mail) => (
          <TableRow key={mail._id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.createdAt)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              {mail.channel === 'whatsapp' ? `WhatsApp +${mail.to}` : mail.to}
            </TableCell>
            <TableCell>{mail.subject}</TableCell>
            <TableCell sx={{ maxWidth: 260 }}>
              <MailStatus mail={mail} />
            </TableCell>
            <TableCell align="right">
              <Button size="small" onClick={() => setOpen(mail)}>
                View
              </Button>
            </TableCell>
          </TableRow>
        )}
      </AdminListTable>
      <MailPreview mail={open} onClose={() => setOpen(null)} />
    </>
  );
}
