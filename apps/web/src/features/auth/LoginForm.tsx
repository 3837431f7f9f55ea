import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type SigninInput, signinInput } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '../../components/PasswordField.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { fieldHelp } from '../../lib/forms.ts';
import type { AuthReply } from '../../lib/types.ts';
import { useAuth } from './AuthProvider.tsx';

export function LoginForm({
  onSignedIn,
  onSwitch,
}: {
  onSignedIn: (problem?: string) => void;
  onSwitch: () => void;
}) {
  const { completeSignIn } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SigninInput>({
    resolver: zodResolver(signinInput),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await api<AuthReply>('/auth/signin', { method: 'POST', body: values });
      const { mergeProblem } = await completeSignIn(reply.jwt);
      onSignedIn(mergeProblem);
    } catch (error) {
      console.warn('Login failed', error);
      setFailure(errorMessage(error, 'Sign-in failed. Please try again.'));
    }
  });

  const { ref: emailRef, ...email } = register('email');
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
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
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ py: 1.25 }}>
        {isSubmitting ? 'Signing in…' : 'Login'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        New to MoonMade?{' '}
        <Link
          component="button"
          type="button"
          onClick={onSwitch}
          sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
        >
          Register
        </Link>
      </Typography>
    </Box>
  );
}
