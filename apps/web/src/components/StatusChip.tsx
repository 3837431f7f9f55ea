import Chip from '@mui/material/Chip';
import { ORDER_STATUS_WORDS } from '../lib/orderStatusWords.ts';

const LABELS: Record<string, string> = {
  ...ORDER_STATUS_WORDS,
  /** The admin's word for an unpaid checkout the customer replaced (a CANCELLED order with reason "replaced"). */
  REPLACED: 'Replaced checkout',
  RETURNED_TO_ORIGIN: 'Returned to us',
  // A delivered order's return, as My Orders shows it.
  RETURN_REQUESTED: 'Return requested',
  RETURN_APPROVED: 'Return approved',
  RETURNED: 'Returned',
  REFUNDED: 'Returned · Refunded',
};

/** The badges' four tones: waiting on someone, going well, on its way, gone wrong. */
const WAITING = { bg: '#ece7e3', fg: '#4a3f3a' };
const GOOD = { bg: '#e9eddf', fg: '#3a5128' };
const MOVING = { bg: '#e4e6ee', fg: '#2b3558' };
const FAILED = { bg: '#f7e4e2', fg: '#8c1d18' };

const COLORS: Record<string, { bg: string; fg: string }> = {
  PENDING: WAITING,
  PLACED: GOOD,
  CONFIRMED: GOOD,
  SHIPPED: MOVING,
  OUT_FOR_DELIVERY: MOVING,
  DELIVERED: GOOD,
  CANCELLED: FAILED,
  REPLACED: WAITING,
  RETURNED_TO_ORIGIN: FAILED,
  RETURN_REQUESTED: WAITING,
  RETURN_APPROVED: WAITING,
  RETURNED: MOVING,
  REFUNDED: MOVING,
};

/** An order's status in words, coloured as the spec's admin badges are (SHIPPED dark blue, PENDING grey). */
export function StatusChip({ status }: { status: string }) {
  const color = COLORS[status] ?? GOOD;
  return <Chip size="small" label={LABELS[status] ?? status} sx={{ bgcolor: color.bg, color: color.fg }} />;
}
