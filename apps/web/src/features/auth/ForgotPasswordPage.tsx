import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { type ForgotPasswordInput, forgotPasswordInput } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NarrowPage } from '../../components/NarrowPage.tsx';
import { SuccessAlert } from '../../components/SuccessAlert.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { AuthForm } from './AuthForm.tsx';
import { EmailField } from './EmailField.tsx';

/** `/forgot-password`: asks for the account's email and says a link is on its way (the same for any email). */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle('Forgot password');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await api<{ message: string }>('/auth/forgot-password', { method: 'POST', body: values });
      setSent(reply.message);
    } catch (error) {
      setFailure(errorMessage(error, 'We could not send the link. Please try again.'));
    }
  });

  return (
    <NarrowPage heading="Forgot your password?" headingGap={1}>
      <Typography
        sx={{
          color: 'text.secondary',
          mb: 3,
        }}
      >
        Enter the email of your account and we will mail you a link to choose a new password.
      </Typography>
      {sent ? (
        <SuccessAlert>{sent}</SuccessAlert>
      ) : (
        <AuthForm
          onSubmit={submit}
          failure={failure}
          submitting={isSubmitting}
          submitLabel="Send reset link"
          submittingLabel="Sending…"
        >
          <EmailField registration={register('email')} error={errors.email} autoFocus />
        </AuthForm>
      )}
    </NarrowPage>
  );
}
