import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** "First name is required": the shared schemas say what is wrong, the label says which field. */
export function fieldHelp(label: string, error: { message?: string } | undefined): string | undefined {
  if (!error?.message) return undefined;
  return `${label} ${error.message}`;
}

/**
 * A form's field props for a text field: registered under `name`, labelled, marked and explained when the
 * schema refuses it. `const field = fieldProps(register, errors)`, then `<TextField {...field('email', 'Email')} />`.
 */
export function fieldProps<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
) {
  return (name: Path<Values>, label: string) => {
    const error = errors[name] as FieldError | undefined;
    return { ...register(name), label, error: !!error, helperText: fieldHelp(label, error) };
  };
}
