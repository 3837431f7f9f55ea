import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminGrievance } from '@shop/contracts';
import { useState } from 'react';
import { cardSx } from '../../../components/Panel.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { indiaDateTime } from '../../../lib/indiaDates.ts';
import { useAnswerGrievance } from './grievancesApi.ts';

/** One ticket on the desk: what was written (escaped by React, S68), its deadline, replies and the reply form. */
export function GrievanceCard({ grievance }: { grievance: AdminGrievance }) {
  const [reply, setReply] = useState('');
  const answer = useAnswerGrievance();
  const send = (status: 'OPEN' | 'RESOLVED') =>
    answer.mutate(
      { ticket: grievance.ticket, update: { status, ...(reply.trim() ? { reply: reply.trim() } : {}) } },
      { onSuccess: () => setReply('') },
    );
  return (
    <Box
      component="article"
      aria-label={grievance.ticket}
      sx={{ ...cardSx, p: 2.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{grievance.subject}</Typography>
        {grievance.overdue && <Chip size="small" color="error" label="Overdue" />}
        <Chip size="small" label={grievance.status === 'RESOLVED' ? 'Resolved' : 'Open'} />
      </Box>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {grievance.ticket} · {grievance.name} · {grievance.email}
        {grievance.phone && ` · ${grievance.phone}`}
        {grievance.orderId && ` · order ${grievance.orderId}`} · filed {indiaDateTime(grievance.createdAt)}
        {grievance.dueAt &&
          ` · ${grievance.acknowledgedAt ? 'resolve' : 'acknowledge'} by ${indiaDateTime(grievance.dueAt)}`}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {grievance.message}
      </Typography>
      {grievance.replies.map((r) => (
        <Typography
          key={r.createdAt}
          variant="body2"
          sx={{ whiteSpace: 'pre-line', pl: 2, borderLeft: 2, borderColor: 'divider' }}
        >
          {r.body} <span style={{ opacity: 0.7 }}>({indiaDateTime(r.createdAt)})</span>
        </Typography>
      ))}
      <TextField
        label="Reply (mailed to the customer)"
        multiline
        minRows={2}
        value={reply}
        onChange={(event) => setReply(event.target.value)}
      />
      {answer.isError && (
        <Typography role="alert" color="error" variant="body2">
          {errorMessage(answer.error)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={!reply.trim() || answer.isPending} onClick={() => send('OPEN')}>
          Send reply
        </Button>
        {grievance.status === 'OPEN' ? (
          <Button variant="contained" disabled={answer.isPending} onClick={() => send('RESOLVED')}>
            {reply.trim() ? 'Reply and resolve' : 'Mark resolved'}
          </Button>
        ) : (
          <Button disabled={answer.isPending} onClick={() => send('OPEN')}>
            Reopen
          </Button>
        )}
      </Box>
    </Box>
  );
}
