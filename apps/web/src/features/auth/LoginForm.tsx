import Link from '@mui/material/Link';
import { signinInput } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '../../components/PasswordField.tsx';
import { fieldHelp } from '../../lib/forms.ts';
import { AuthForm } from './AuthForm.tsx';
import { EmailField } from './EmailField.tsx';
import { useAuthRequest } from './useAuthRequest.ts';

export function LoginForm({
  onSignedIn,
  onSwitch,
}: {
  onSignedIn: (problem?: string) => void;
  onSwitch: () => void;
}) {
  const { register, errors, form } = useAuthRequest({
    schema: signinInput,
    defaultValues: { email: '', password: '' },
    path: '/auth/signin',
    failureText: 'Sign-in failed. Please try again.',
    onSignedIn,
  });
  return (
    <AuthForm
      {...form}
      submitLabel="Login"
      submittingLabel="Signing in…"
      switchTo={{ prompt: 'New to MoonMade?', label: 'Register', onSwitch }}
    >
      <EmailField registration={register('email')} error={errors.email} autoFocus />
      <PasswordField
        {...register('password')}
        label="Password"
        autoComplete="current-password"
        required
        error={!!errors.password}
        helperText={fieldHelp('Password', errors.password)}
      />
      <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ justifySelf: 'end', mt: -1 }}>
        Forgot password?
      </Link>
    </AuthForm>
  );
}
