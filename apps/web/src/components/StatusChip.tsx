import Chip from '@mui/material/Chip';

const LABELS: Record<string, string> = {
  PENDING: 'Awaiting payment',
  PLACED: 'Placed',
  CONFIRMED: 'Confirmed',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

const COLORS: Record<string, { bg: string; fg: string }> = {
  PENDING: { bg: '#ece7e3', fg: '#4a3f3a' },
  PLACED: { bg: '#e3f1e4', fg: '#1f5a23' },
  CONFIRMED: { bg: '#e3f1e4', fg: '#1f5a23' },
  SHIPPED: { bg: '#e2e8f4', fg: '#1c3166' },
  OUT_FOR_DELIVERY: { bg: '#e2e8f4', fg: '#1c3166' },
  DELIVERED: { bg: '#e3f1e4', fg: '#1f5a23' },
  CANCELLED: { bg: '#f7e4e2', fg: '#8c1d18' },
};

/** An order's status in words, coloured as the spec's admin badges are (SHIPPED dark blue, PENDING grey). */
export function StatusChip({ status }: { status: string }) {
  const color = COLORS[status] ?? { bg: '#e3f1e4', fg: '#1f5a23' };
  return <Chip size="small" label={LABELS[status] ?? status} sx={{ bgcolor: color.bg, color: color.fg }} />;
}
