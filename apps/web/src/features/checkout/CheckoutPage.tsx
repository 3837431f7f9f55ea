import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { GUEST_CHECKOUT_LINE, useAuth } from '../auth/index.ts';
import { AddressStep } from './AddressStep.tsx';
import { SummaryStep } from './SummaryStep.tsx';

/** The spec's "Loign" is shown as "Login" (docs/design.md, Reading the spec). */
const STEPS = ['Login', 'Delivery Address', 'Order Summary', 'Payment'];

/** `/checkout?step=2` is the address step; any other step shows the summary of `order_id`. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const { token, user, isLoading } = useAuth();
  const step = params.get('step');
  const orderId = params.get('order_id');

  usePageTitle('Checkout');

  const signedIn = token !== null && user !== null;
  const activeStep = !signedIn ? 0 : step === '2' ? 1 : 2;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading>Checkout</PageHeading>
      <Stepper
        activeStep={activeStep}
        alternativeLabel
        sx={{ mb: { xs: 3, md: 5 }, '& .MuiStepLabel-label': { fontSize: { xs: 11, sm: 14 } } }}
      >
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {isLoading ? (
        <PageLoader />
      ) : !signedIn ? (
        <SignInPrompt
          title="Sign in to check out"
          text="Your cart comes with you; your addresses and orders are kept in your account."
          action="Sign in or register"
          other={
            <Box sx={{ mt: 2 }}>
              <Button component={RouterLink} to="/checkout/guest" variant="outlined" size="large">
                Continue as guest
              </Button>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                  mt: 1,
                }}
              >
                {GUEST_CHECKOUT_LINE}
              </Typography>
            </Box>
          }
        />
      ) : step === '2' ? (
        <AddressStep />
      ) : (
        <SummaryStep orderId={orderId} />
      )}
    </Container>
  );
}
