import Typography from '@mui/material/Typography';
import { DashboardList } from '../shared/DashboardList.tsx';
import { useRestockDemand } from './restockApi.ts';

/** The dashboard's "Wanted back" list: sold-out sizes with shoppers waiting, the most wanted first. */
export function RestockDemandList() {
  const demand = useRestockDemand();
  if (!demand.data || demand.data.length === 0) return null;
  return (
    <DashboardList
      id="restock-demand"
      title="Wanted back"
      summary="Sold-out sizes shoppers asked to be told about; each gets one mail when you restock."
      rows={demand.data}
      ranked
      note={(row) => (
        <Typography
          component="span"
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          size {row.size.toUpperCase()}: {row.waiting} waiting
        </Typography>
      )}
    />
  );
}
