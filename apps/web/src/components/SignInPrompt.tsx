import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cardSx } from './Panel.tsx';

/**
 * For pages that need an account: one button that opens the sign-in dialog over this page. `what` makes the
 * usual title ("Sign in to see your orders"); checkout gives its own title, a line, a button label and `other`,
 * a second way on (continuing as a guest) under the button.
 */
export function SignInPrompt({
  what,
  title = `Sign in to see ${what}`,
  text,
  action = 'Sign in',
  other,
}: {
  what?: string;
  title?: string;
  text?: string;
  action?: string;
  other?: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        ...cardSx,
      }}
    >
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {text ? (
        <Typography
          sx={{
            color: 'text.secondary',
            mb: 3,
          }}
        >
          {text}
        </Typography>
      ) : null}
      <Button
        variant="contained"
        size={text ? 'large' : 'medium'}
        onClick={() => navigate('/login', { state: { background: location } })}
      >
        {action}
      </Button>
      {other}
    </Box>
  );
}
