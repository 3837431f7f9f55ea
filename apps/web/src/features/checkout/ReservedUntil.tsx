import Typography from '@mui/material/Typography';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** Under Place Your Order (online): until when the unpaid order holds its pieces. */
export function ReservedUntil({ expiresAt }: { expiresAt: string | null | undefined }) {
  const until = expiresAt ? new Date(expiresAt) : null;
  if (!until || Number.isNaN(until.getTime())) return null;
  return (
    <Typography
      variant="body2"
      sx={{
        color: 'text.secondary',
        mt: 1.5,
        textAlign: 'center',
      }}
    >
      Your pieces are reserved until {timeFormat.format(until)}.
    </Typography>
  );
}
