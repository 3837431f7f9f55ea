import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useGrievanceDesk } from './grievancesApi.ts';

/** The dashboard's flag: grievances past their 48-hour or one-month deadline. */
export function OverdueGrievances() {
  const desk = useGrievanceDesk();
  const overdue = desk.data?.overdue ?? 0;
  if (overdue === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      {overdue} grievance{overdue === 1 ? ' is' : 's are'} overdue.{' '}
      <Link component={RouterLink} to="/admin/grievances">
        Open the grievance desk
      </Link>
    </Alert>
  );
}
