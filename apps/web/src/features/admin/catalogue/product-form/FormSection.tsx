import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldState, type ProductFormValues } from './productForm.ts';

/** What a group of the product form's fields is given: the form's register and its errors. */
export interface SectionProps {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** A titled group of the product form's fields: a fieldset and its legend. */
export function FormSection({
  legend,
  gap = 2,
  children,
}: {
  legend: string;
  gap?: number;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

type FieldOptions = {
  /** Under the field while it has no error. */
  hint?: string;
  maxLength?: number;
  /** A unit after the value (g, cm). */
  unit?: string;
  inputMode?: 'decimal' | 'numeric';
  /** How its error messages name it, when not by its label. */
  named?: string;
} & Pick<TextFieldProps, 'multiline' | 'minRows'>;

/**
 * The text fields of one section: `field(name, label, options)` is a field registered under `name`, labelled,
 * with its error (or hint) under it.
 */
export function textFields({ register, errors }: SectionProps) {
  return (
    name: keyof ProductFormValues,
    label: string,
    { hint, maxLength, unit, inputMode, named = label, ...rest }: FieldOptions = {},
  ) => (
    <TextField
      key={name}
      {...register(name)}
      label={label}
      {...fieldState(errors, name, named, hint)}
      {...rest}
      slotProps={{
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        htmlInput: { maxLength, inputMode },
      }}
    />
  );
}
