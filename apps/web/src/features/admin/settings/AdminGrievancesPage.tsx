import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../shared/PageHeader.tsx';
import { LoadError } from '../shared/TableStates.tsx';
import { GrievanceCard } from './GrievanceCard.tsx';
import { useGrievanceDesk } from './grievancesApi.ts';

/** `/admin/grievances`: the grievance desk (docs/law.md), what falls due first at the top, overdue flagged. */
export function AdminGrievancesPage() {
  const desk = useGrievanceDesk();
  return (
    <>
      <PageHeader
        title="Grievances"
        subtitle="Acknowledge within 48 hours and resolve within one month (Consumer Protection (E-Commerce) Rules, rule 4)."
      />
      <LoadError query={desk} what="The grievances" />
      {desk.data && (
        <Typography sx={{ mb: 2 }}>
          {desk.data.open} open · {desk.data.overdue} overdue
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {desk.data?.content.map((grievance) => (
          <GrievanceCard key={grievance.ticket} grievance={grievance} />
        ))}
        {desk.data?.content.length === 0 && (
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            No grievances yet.
          </Typography>
        )}
      </Box>
    </>
  );
}
