import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

export const ORDER_PROGRESS_LABELS = ['Order Confirmed', 'Shipped', 'Out for delivery', 'Delivered'] as const;

/** The delivery progress bar (SPEC.md §2, §4): `activeStep` steps are complete. */
export function OrderProgress({ activeStep }: { activeStep: number }) {
  return (
    <Stepper
      activeStep={activeStep}
      alternativeLabel
      aria-label="Delivery progress"
      sx={{ '& .MuiStepLabel-label': { fontSize: { xs: 11, sm: 14 } } }}
    >
      {ORDER_PROGRESS_LABELS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
