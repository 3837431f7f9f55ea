import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { resetPasswordInput } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NarrowPage } from '../../components/NarrowPage.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SuccessAlert } from '../../components/SuccessAlert.tsx';
import { api, isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { fieldHelp } from '../../lib/forms.ts';
import { JWT_KEY, removeItem } from '../../lib/storage.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { AuthForm } from './AuthForm.tsx';

const passwordOnly = resetPasswordInput.pick({ password: true });

/**
 * `/reset-password?token=…`, opened from the mail: a new password for the account. Every session of the
 * account ends, this browser's too, so the customer signs in again with the new password.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  usePageTitle('Choose a new password');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver: zodResolver(passwordOnly), defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await api('/auth/reset-password', { method: 'POST', body: { token, password } });
      removeItem(JWT_KEY);
      setDone(true);
    } catch (error) {
      setFailure({
        message: errorMessage(error, 'Your password could not be changed. Please try again.'),
        expired: isApiError(error, 'INVALID_RESET_TOKEN'),
      });
    }
  });

  return (
    <NarrowPage heading="Choose a new password">
      {done ? (
        <SuccessAlert next={{ to: '/login', label: 'Sign in', reloadDocument: true }}>
          Your password is changed. Please sign in with it.
        </SuccessAlert>
      ) : !token ? (
        <Alert severity="warning">
          This page needs the link from your mail.{' '}
          <RouterLink to="/forgot-password">Ask for a new link</RouterLink>.
        </Alert>
      ) : (
        <AuthForm
          onSubmit={submit}
          failure={
            failure && (
              <>
                {failure.message}{' '}
                {failure.expired && <RouterLink to="/forgot-password">Ask for a new link</RouterLink>}
              </>
            )
          }
          submitting={isSubmitting}
          submitLabel="Save new password"
          submittingLabel="Saving…"
        >
          <PasswordField
            {...register('password')}
            label="New password"
            autoComplete="new-password"
            required
            autoFocus
            error={!!errors.password}
            helperText={fieldHelp('New password', errors.password) ?? 'At least 8 characters'}
          />
        </AuthForm>
      )}
    </NarrowPage>
  );
}
