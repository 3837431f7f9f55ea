import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { OneTimeLinkPage } from '../../components/OneTimeLinkPage.tsx';
import { SuccessAlert } from '../../components/SuccessAlert.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/**
 * `/account/verify-email?token=…`, from the sign-up mail: confirms the signed-in account's email (S72). A button,
 * not the page load, does it, so a mail scanner opening the link changes nothing; signed out, it asks to sign in.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useMutation({
    mutationFn: () =>
      api<{ verified: true }>('/api/account/email/verify', { method: 'POST', body: { token } }),
  });
  usePageTitle('Confirm your email');
  return (
    <OneTimeLinkPage
      heading="Confirm your email"
      intro="Sign in to the account this mail was sent for, then confirm: orders you placed as a guest with this email can then be added to it."
      done={
        verify.data && (
          <SuccessAlert next={{ to: '/account/order', label: 'My Orders' }}>
            Your email is confirmed. If you ordered as a guest with it, a link to add those orders is on its
            way.
          </SuccessAlert>
        )
      }
      failure={
        verify.isError &&
        errorMessage(verify.error, 'Your email could not be confirmed. Sign in and try again.')
      }
      action={{
        label: 'Confirm my email',
        pendingLabel: 'Confirming…',
        pending: verify.isPending,
        disabled: !token || verify.isPending,
        run: () => verify.mutate(),
      }}
    />
  );
}
