import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { JobView, JobViewState } from '@shop/contracts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatDateTime } from '../shared/adminFormat.ts';
import { ListTable } from '../shared/ListTable.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { LoadError } from '../shared/TableStates.tsx';
import { useAdminJobs, useRetryJob } from './jobsApi.ts';

const STATE_LOOK: Record<JobViewState, { label: string; bg: string; fg: string }> = {
  queued: { label: 'Queued', bg: '#ece7e3', fg: '#4a3f3a' },
  running: { label: 'Running', bg: '#e4ecf7', fg: '#1d3f6e' },
  retrying: { label: 'Failed, will retry', bg: '#fbefd9', fg: '#6b4500' },
  dead: { label: 'Failed, out of retries', bg: '#f8e1e1', fg: '#8a1c1c' },
};

function RetryButton({ job }: { job: JobView }) {
  const retry = useRetryJob();
  return (
    <Stack
      spacing={0.5}
      sx={{
        alignItems: 'flex-end',
      }}
    >
      <Button size="small" variant="outlined" disabled={retry.isPending} onClick={() => retry.mutate(job.id)}>
        Retry
      </Button>
      {retry.isError && (
        <Typography variant="caption" color="error" role="alert">
          {errorMessage(retry.error, 'The job could not be retried. Please try again.')}
        </Typography>
      )}
    </Stack>
  );
}

/** /admin/jobs: the background work (expiry, reconciliation, refunds, mail and more) as the job queue holds it. */
export function AdminJobsPage() {
  const jobs = useAdminJobs();
  const data = jobs.data;
  const dead = data?.counts.filter((c) => c.state === 'dead').reduce((sum, c) => sum + c.count, 0) ?? 0;

  return (
    <>
      <PageHeader
        title="Jobs"
        subtitle="Background work waiting, running or failed. A failed job is retried by itself; one out of retries waits here for you."
      />
      <LoadError query={jobs} what="The jobs" />
      {data && !data.enabled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Background work is off in this shop (JOB_INTERVAL_SECONDS=0).
        </Alert>
      )}
      {dead > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {dead === 1 ? 'One job has' : `${dead} jobs have`} run out of retries.
        </Alert>
      )}
      <ListTable
        label="Jobs"
        headings={['Job', 'State', 'Tries', 'Queued', 'Last error', { label: 'Action', align: 'right' }]}
        look={{ minWidth: 760, size: 'small', loadingRows: { count: 3, height: 48 } }}
        rows={data?.jobs}
        pending={jobs.isPending}
        busy={jobs.isFetching}
        empty={{
          title: 'Nothing waiting',
          text: 'Every job has run. Jobs that wait, run or fail appear here.',
        }}
      >
        {(job) => {
          const look = STATE_LOOK[job.state];
          return (
            <TableRow key={job.id} hover>
              <TableCell sx={{ fontFamily: 'monospace' }}>{job.name}</TableCell>
              <TableCell>
                <Chip size="small" label={look.label} sx={{ bgcolor: look.bg, color: look.fg }} />
              </TableCell>
              <TableCell>
                {job.attempts} of {job.retryLimit + 1}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.createdAt)}</TableCell>
              <TableCell sx={{ maxWidth: 320, wordBreak: 'break-word' }}>{job.lastError ?? ''}</TableCell>
              <TableCell align="right">{job.state === 'dead' && <RetryButton job={job} />}</TableCell>
            </TableRow>
          );
        }}
      </ListTable>
    </>
  );
}
