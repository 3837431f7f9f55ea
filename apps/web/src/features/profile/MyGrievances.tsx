import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { infoPagePath } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { indiaDate } from '../../lib/indiaDates.ts';
import { useMyGrievances } from './privacyApi.ts';

/** The signed-in shopper's grievance tickets with their status, deadlines and the officer's replies. */
export function MyGrievances() {
  const tickets = useMyGrievances();
  if (!tickets.data?.length)
    return (
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        No grievances. To file one, use the form on our{' '}
        <Link component={RouterLink} to={infoPagePath('contact')} underline="always">
          Contact
        </Link>{' '}
        page.
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {tickets.data.map((ticket) => (
        <Box component="li" key={ticket.ticket} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{ticket.subject}</Typography>
            <Chip size="small" label={ticket.status === 'RESOLVED' ? 'Resolved' : 'Open'} />
          </Box>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {ticket.ticket} · filed {indiaDate(ticket.createdAt)}
            {ticket.status === 'OPEN' && ` · to be resolved by ${indiaDate(ticket.resolveBy)}`}
          </Typography>
          {ticket.replies.map((reply) => (
            <Typography key={reply.createdAt} variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
              <strong>Our reply ({indiaDate(reply.createdAt)}):</strong> {reply.body}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
