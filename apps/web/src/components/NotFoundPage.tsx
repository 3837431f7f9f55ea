import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export default function NotFoundPage({ what = 'page' }: { what?: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        We could not find that {what}
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
          mb: 3,
        }}
      >
        It may have moved or no longer exist.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to the shop
      </Button>
    </Container>
  );
}
