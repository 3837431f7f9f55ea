import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ReturnReply } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';

const STEPS = ['Size held for you', 'Pickup arranged', 'Received', 'New size on its way'];

function activeStep(ret: ReturnReply): number {
  if (ret.replacementOrderId) return 4;
  if (ret.status === 'APPROVED') return 2;
  return 1;
}

/** An exchange's steps on the order page; a lapsed or refused one says so instead. */
export function ExchangeSteps({ ret }: { ret: ReturnReply }) {
  if (ret.status === 'REJECTED')
    return (
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        Exchange cancelled: the size we held is back on sale.
      </Typography>
    );
  return (
    <>
      <Stepper
        activeStep={activeStep(ret)}
        alternativeLabel
        aria-label="Exchange steps"
        sx={{ my: 1, '& .MuiStepLabel-label': { fontSize: '0.75rem' } }}
      >
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {ret.replacementOrderId && (
        <Typography variant="body2">
          Your new size ships as{' '}
          <RouterLink to={`/account/order/${ret.replacementOrderId}`}>its own order (₹0 to pay)</RouterLink>.
        </Typography>
      )}
    </>
  );
}
