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

const COLORS: Record<string, { bg: string; fg: string }> = {
  PENDING: { bg: '#ece7e3', fg: '#4a3f3a' },
  PLACED: { bg: '#e9eddf', fg: '#3a5128' },
  CONFIRMED: { bg: '#e9eddf', fg: '#3a5128' },
  SHIPPED: { bg: '#e4e6ee', fg: '#2b3558' },
  OUT_FOR_DELIVERY: { bg: '#e4e6ee', fg: '#2b3558' },
  DELIVERED: { bg: '#e9eddf', fg: '#3a5128' },
  CANCELLED: { bg: '#f7e4e2', fg: '#8c1d18' },
  REPLACED: { bg: '#ece7e3', fg: '#4a3f3a' },
  RETURNED_TO_ORIGIN: { bg: '#f7e4e2', fg: '#8c1d18' },
  RETURN_REQUESTED: { bg: '#ece7e3', fg: '#4a3f3a' },
  RETURN_APPROVED: { bg: '#ece7e3', fg: '#4a3f3a' },
  RETURNED: { bg: '#e4e6ee', fg: '#2b3558' },
  REFUNDED: { bg: '#e4e6ee', fg: '#2b3558' },
};

/** An order's status in words, coloured as the spec's admin badges are (SHIPPED dark blue, PENDING grey). */
export function StatusChip({ status }: { status: string }) {
  const color = COLORS[status] ?? { bg: '#e9eddf', fg: '#3a5128' };
  return <Chip size="small" label={LABELS[status] ?? status} sx={{ bgcolor: color.bg, color: color.fg }} />;
}
