import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { type SigninInput, signinInput } from '@shop/contracts';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '../../components/PasswordField.tsx';
import { fieldHelp } from '../../lib/forms.ts';
import { AuthForm } from './AuthForm.tsx';
import { useAuthRequest } from './useAuthRequest.ts';

export function LoginForm({
  onSignedIn,
  onSwitch,
}: {
  onSignedIn: (problem?: string) => void;
  onSwitch: () => void;
}) {
  const { failure, send } = useAuthRequest('/auth/signin', 'Sign-in failed. Please try again.', onSignedIn);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SigninInput>({
    resolver: zodResolver(signinInput),
    defaultValues: { email: '', password: '' },
  });

  const { ref: emailRef, ...email } = register('email');
  return (
    <AuthForm
      onSubmit={handleSubmit(send)}
      failure={failure}
      submitting={isSubmitting}
      submitLabel="Login"
      submittingLabel="Signing in…"
      switchTo={{ prompt: 'New to MoonMade?', label: 'Register', onSwitch }}
    >
      <TextField
        {...email}
        inputRef={emailRef}
        label="Email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={!!errors.email}
        helperText={fieldHelp('Email', errors.email)}
      />
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
