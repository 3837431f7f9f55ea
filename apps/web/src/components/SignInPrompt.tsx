import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';

/** For pages that need an account: one button that opens the sign-in dialog over this page. */
export function SignInPrompt({ what }: { what: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="h5" component="h2" gutterBottom>
        Sign in to see {what}
      </Typography>
      <Button variant="contained" onClick={() => navigate('/login', { state: { background: location } })}>
        Sign in
      </Button>
    </Box>
  );
}
