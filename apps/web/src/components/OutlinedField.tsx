import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { useId } from 'react';

interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  autoComplete?: string;
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field as MUI's TextField draws it (FormControl, InputLabel, OutlinedInput, FormHelperText,
 * the same ids), for the first pages: TextField also imports its `select` mode, and with it MUI's Select, Menu,
 * Popover and Modal, which those pages never show.
 */
export function OutlinedField({
  label,
  helperText,
  error,
  size,
  fullWidth,
  sx,
  htmlInput,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl error={error} size={size} fullWidth={fullWidth} variant="outlined" sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={helperTextId}
        inputProps={htmlInput}
        {...input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
