import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DeliveryCheck } from '@shop/contracts';
import type { ReactNode } from 'react';
import { arrivalText, placeText } from './deliveryApi.ts';

function Line({
  icon,
  children,
  tone,
}: {
  icon: ReactNode;
  children: ReactNode;
  tone?: 'error' | 'success';
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        color: tone ? `${tone}.main` : 'text.secondary',
      }}
    >
      {icon}
      <Typography variant="body2" component="span" sx={{ color: tone ? `${tone}.dark` : 'text.primary' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What a PIN check found: delivered or not, cash on delivery, and the two dates. */
export function DeliveryCheckResult({ check }: { check: DeliveryCheck }) {
  const place = placeText(check);
  const icon = { fontSize: 'small', 'aria-hidden': true } as const;
  if (!check.serviceable)
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Line icon={<HighlightOffIcon {...icon} />} tone="error">
          Sorry, we do not deliver to {check.pincode}
          {place ? ` (${place})` : ''} yet.
        </Line>
      </Box>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      <Line icon={<CheckCircleOutlineIcon {...icon} />} tone="success">
        Delivers to {check.pincode}
        {place ? `, ${place}` : ''}
      </Line>
      {check.estimate && <Line icon={<EventOutlinedIcon {...icon} />}>{arrivalText(check.estimate)}</Line>}
      <Line icon={<PaymentsOutlinedIcon {...icon} />}>
        {check.cod ? 'Cash on delivery available' : 'Cash on delivery not available here: pay online'}
      </Line>
    </Box>
  );
}
