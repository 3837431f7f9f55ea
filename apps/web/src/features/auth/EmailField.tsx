import TextField from '@mui/material/TextField';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldHelp } from '../../lib/forms.ts';

/** The account forms' email box (login, register, forgot password). */
export function EmailField({
  registration,
  error,
  autoFocus = false,
}: {
  registration: UseFormRegisterReturn<'email'>;
  error: FieldError | undefined;
  autoFocus?: boolean;
}) {
  const { ref, ...field } = registration;
  return (
    <TextField
      {...field}
      inputRef={ref}
      label="Email"
      type="email"
      autoComplete="email"
      required
      autoFocus={autoFocus}
      error={!!error}
      helperText={fieldHelp('Email', error)}
    />
  );
}
