import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { type SignupInput, signupInput } from '@shop/contracts';
import type { Path } from 'react-hook-form';
import { PasswordField } from '../../components/PasswordField.tsx';
import { fieldHelp } from '../../lib/forms.ts';
import { AuthForm } from './AuthForm.tsx';
import { EmailField } from './EmailField.tsx';
import { useAuthRequest } from './useAuthRequest.ts';

export function RegisterForm({
  onSignedIn,
  onSwitch,
}: {
  onSignedIn: (problem?: string) => void;
  onSwitch: () => void;
}) {
  const { register, errors, form } = useAuthRequest({
    schema: signupInput,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', marketingConsent: false },
    path: '/auth/signup',
    failureText: 'Registration failed. Please try again.',
    onSignedIn,
  });

  const text = (name: Path<SignupInput>, label: string, autoComplete: string, extra: object = {}) => {
    const { ref, ...field } = register(name);
    return (
      <TextField
        {...field}
        {...extra}
        inputRef={ref}
        label={label}
        autoComplete={autoComplete}
        required
        error={!!errors[name]}
        helperText={fieldHelp(label, errors[name])}
      />
    );
  };

  return (
    <AuthForm
      {...form}
      submitLabel="Register"
      submittingLabel="Creating your account…"
      switchTo={{ prompt: 'Already have an account?', label: 'Login', onSwitch }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('firstName', 'First name', 'given-name', { autoFocus: true })}
        {text('lastName', 'Last name', 'family-name')}
      </Box>
      <EmailField registration={register('email')} error={errors.email} />
      <PasswordField
        {...register('password')}
        label="Password"
        autoComplete="new-password"
        required
        error={!!errors.password}
        helperText={fieldHelp('Password', errors.password) ?? 'At least 8 characters'}
      />
      {/* S59: unticked unless the shopper ticks it; changeable on the profile page. */}
      <FormControlLabel
        control={<Checkbox {...register('marketingConsent')} />}
        label="Send me news of new pieces, restocks and offers"
        slotProps={{ typography: { variant: 'body2' } }}
      />
    </AuthForm>
  );
}
