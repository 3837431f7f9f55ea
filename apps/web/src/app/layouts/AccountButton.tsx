import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { visuallyHidden } from '../../lib/a11y.ts';
import { navButtonSx } from './navButtonSx.ts';

/** The signed-in customer's initial and first name, opening the account menu. */
export function AccountButton({
  firstName,
  onOpen,
}: {
  firstName: string;
  onOpen: (anchor: HTMLElement) => void;
}) {
  return (
    <ButtonBase
      aria-haspopup="menu"
      onClick={(event) => onOpen(event.currentTarget)}
      sx={{ ...navButtonSx, px: 1, height: 44 }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontSize: 15,
        }}
      >
        {firstName.charAt(0).toUpperCase()}
      </Box>
      {/* The name reads "Account menu for Asha"; the visible part is the first name (shown from 640 px). */}
      <Box component="span" sx={visuallyHidden}>
        Account menu for{' '}
      </Box>
      <Box component="span" sx={{ ...visuallyHidden, display: { sm: 'none' } }}>
        {firstName}
      </Box>
      <Box
        component="span"
        sx={{
          ml: 1,
          display: { xs: 'none', sm: 'inline' },
          maxWidth: 120,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {firstName}
      </Box>
    </ButtonBase>
  );
}
