import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

export const ORDER_PROGRESS_LABELS = ['Order Confirmed', 'Shipped', 'Out for delivery', 'Delivered'] as const;

/**
 * The delivery progress bar (docs/product.md §2, §4): `completedSteps` steps are done, and the last of them is the one
 * highlighted, so the bar says what the order's status badge says (Shipped highlights Shipped, not the next step).
 * A placed order that is not confirmed yet has none highlighted.
 */
export function OrderProgress({ completedSteps }: { completedSteps: number }) {
  const current = completedSteps - 1;
  return (
    <Stepper
      activeStep={current}
      alternativeLabel
      aria-label="Delivery progress"
      sx={{
        '& .MuiStepLabel-label': { fontSize: { xs: 11, sm: 14 } },
        '& .MuiStepLabel-label.Mui-active': { fontWeight: 700 },
      }}
    >
      {ORDER_PROGRESS_LABELS.map((label, index) => (
        <Step
          key={label}
          completed={index < completedSteps}
          active={index === current}
          aria-current={index === current ? 'step' : undefined}
        >
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
