import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderTimelineEntry } from '@shop/contracts';
import { ORDER_STATUS_WORDS } from '../../../lib/orderStatusWords.ts';
import { formatDateTime } from '../shared/adminFormat.ts';
import { actionText } from '../shared/auditText.ts';

/** The timeline's first step says what happened, not only the state: the order was created. */
const STATUS_WORDS: Record<string, string> = {
  ...ORDER_STATUS_WORDS,
  PENDING: 'Order created, awaiting payment',
};

const REASONS: Record<string, string> = {
  replaced: 'replaced by the customer’s next checkout',
  customer: 'by the customer',
  admin: 'by the shop',
  expired: 'not paid in time',
  payment_link_expired: 'payment link expired',
  payment_link_cancelled: 'payment link cancelled',
};

function entryText(entry: OrderTimelineEntry): { title: string; detail: string } {
  if (entry.kind === 'status')
    return {
      title: STATUS_WORDS[entry.title] ?? entry.title,
      detail: entry.detail ? (REASONS[entry.detail] ?? entry.detail) : '',
    };
  if (entry.kind === 'action')
    return { title: actionText(entry.title), detail: entry.detail ? `by ${entry.detail}` : '' };
  if (entry.kind === 'whatsapp')
    return {
      title: entry.title,
      detail: `to +${entry.detail ?? ''} · ${whatsappState(entry)}`,
    };
  return {
    title: `Mail: ${entry.title}`,
    detail: `to ${entry.detail ?? ''}${entry.mailStatus === 'PENDING' ? ' · waiting to be sent' : ' · sent'}`,
  };
}

/** A WhatsApp message's state: Meta's last status once it reported one, else the outbox's. */
function whatsappState(entry: OrderTimelineEntry): string {
  if (entry.deliveryStatus) return entry.deliveryStatus;
  if (entry.mailStatus === 'PENDING') return 'waiting to be sent';
  return entry.mailStatus === 'SKIPPED' ? 'not sent' : 'handed to WhatsApp';
}

const ICONS = {
  status: TimelineIcon,
  action: PersonOutlineIcon,
  mail: MailOutlineIcon,
  whatsapp: ChatOutlinedIcon,
};

/** The order's life, oldest first: its status moves, the admins' actions and the mails and WhatsApp messages it caused. */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {entries.map((entry) => {
        const Icon = ICONS[entry.kind];
        const { title, detail } = entryText(entry);
        return (
          <Box
            component="li"
            key={`${entry.at}-${entry.kind}-${entry.title}-${entry.detail}`}
            sx={{ display: 'flex', gap: 1.5 }}
          >
            <Icon fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: entry.kind === 'status' ? 600 : 400, overflowWrap: 'anywhere' }}
              >
                {title}
              </Typography>
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                  display: 'block',
                  overflowWrap: 'anywhere',
                }}
              >
                {formatDateTime(entry.at)}
                {detail ? ` · ${detail}` : ''}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
