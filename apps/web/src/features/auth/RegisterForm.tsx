import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type SignupInput, signupInput } from '@shop/contracts';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { PasswordField } from '../../components/PasswordField.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { fieldHelp } from '../../lib/forms.ts';
import type { AuthReply } from '../../lib/types.ts';
import { useAuth } from './AuthProvider.tsx';

export function RegisterForm({
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
  } = useForm<SignupInput>({
    resolver: zodResolver(signupInput),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await api<AuthReply>('/auth/signup', { method: 'POST', body: values });
      const { mergeProblem } = await completeSignIn(reply.jwt);
      onSignedIn(mergeProblem);
    } catch (error) {
      console.warn('Registration failed', error);
      setFailure(errorMessage(error, 'Registration failed. Please try again.'));
    }
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
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('firstName', 'First name', 'given-name', { autoFocus: true })}
        {text('lastName', 'Last name', 'family-name')}
      </Box>
      {text('email', 'Email', 'email', { type: 'email' })}
      <PasswordField
        {...register('password')}
        label="Password"
        autoComplete="new-password"
        required
        error={!!errors.password}
        helperText={fieldHelp('Password', errors.password) ?? 'At least 8 characters'}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ py: 1.25 }}>
        {isSubmitting ? 'Creating your account…' : 'Register'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link
          component="button"
          type="button"
          onClick={onSwitch}
          sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
        >
          Login
        </Link>
      </Typography>
    </Box>
  );
}
