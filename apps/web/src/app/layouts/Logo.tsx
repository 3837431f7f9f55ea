import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SERIF } from '../../design/tokens.ts';

export function Logo() {
  return (
    <Typography
      component={RouterLink}
      to="/"
      sx={{
        fontFamily: SERIF,
        fontWeight: 600,
        fontSize: { xs: 26, md: 30 },
        letterSpacing: '0.04em',
        color: 'primary.main',
        textDecoration: 'none',
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
    >
      Moon
      <Box component="span" sx={{ color: 'secondary.dark' }}>
        Made
      </Box>
    </Typography>
  );
}
