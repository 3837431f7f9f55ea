import { OneTimeLinkPage } from '../../components/OneTimeLinkPage.tsx';
import { SuccessAlert } from '../../components/SuccessAlert.tsx';

/**
 * `/account/verify-email?token=…`, from the sign-up mail: confirms the signed-in account's email (S72). A button,
 * not the page load, does it, so a mail scanner opening the link changes nothing; signed out, it asks to sign in.
 */
export default function VerifyEmailPage() {
  return (
    <OneTimeLinkPage<{ verified: true }>
      path="/api/account/email/verify"
      heading="Confirm your email"
      intro="Sign in to the account this mail was sent for, then confirm: orders you placed as a guest with this email can then be added to it."
      done={() => (
        <SuccessAlert next={{ to: '/account/order', label: 'My Orders' }}>
          Your email is confirmed. If you ordered as a guest with it, a link to add those orders is on its
          way.
        </SuccessAlert>
      )}
      failure="Your email could not be confirmed. Sign in and try again."
      action={{ label: 'Confirm my email', pendingLabel: 'Confirming…' }}
    />
  );
}
