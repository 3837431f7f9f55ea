import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ChangePasswordInput, changePasswordInput } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../components/PasswordField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { fieldHelp, fieldProps } from '../../lib/forms.ts';
import { useChangePassword } from './profileApi.ts';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '' };

/** A new password, given the current one; the shop signs out every other device (docs/security.md S39). */
export function PasswordForm() {
  const changePassword = useChangePassword();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordInput), defaultValues: EMPTY });

  const field = fieldProps(register, errors);

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await changePassword.mutateAsync(values);
      reset(EMPTY);
      setOutcome({ ok: true, message: 'Your password is changed. Every other device is signed out.' });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, 'Your password could not be changed.') });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Change password">
      {outcome && (
        <Alert
          severity={outcome.ok ? 'success' : 'error'}
          role={outcome.ok ? 'status' : 'alert'}
          sx={{ mb: 2 }}
        >
          {outcome.message}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PasswordField
          {...field('currentPassword', 'Current password')}
          required
          autoComplete="current-password"
        />
        <PasswordField
          {...register('newPassword')}
          label="New password"
          required
          autoComplete="new-password"
          error={!!errors.newPassword}
          helperText={fieldHelp('New password', errors.newPassword) ?? 'At least 8 characters'}
        />
      </Box>
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
        Change password
      </Button>
    </Box>
  );
}
