import Typography from '@mui/material/Typography';
import { DashboardList } from '../shared/DashboardList.tsx';
import { useLowStock } from './scaleApi.ts';

/** The dashboard's low-stock list: sizes at or below LOW_STOCK_THRESHOLD, the emptiest first, each linked to its form. */
export function LowStockList() {
  const low = useLowStock();
  if (!low.data || low.data.sizes.length === 0) return null;
  const { sizes, threshold } = low.data;
  return (
    <DashboardList
      id="low-stock"
      title="Low stock"
      summary={`${sizes.length} size${sizes.length === 1 ? '' : 's'} with ${threshold} or fewer pieces left.`}
      rows={sizes}
      note={(s) => (
        <Typography component="span" variant="body2" color={s.quantity === 0 ? 'error' : 'text.secondary'}>
          size {s.size.toUpperCase()}: {s.quantity === 0 ? 'sold out' : `${s.quantity} left`}
        </Typography>
      )}
    />
  );
}
