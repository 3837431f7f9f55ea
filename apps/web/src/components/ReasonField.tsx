import TextField from '@mui/material/TextField';

/** A required reason of a few lines (3 to 500 characters, as the API takes it): a return's, a rejection's. */
export function ReasonField({
  label,
  value,
  onChange,
  fullWidth = false,
}: {
  label: string;
  value: string;
  onChange: (reason: string) => void;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      multiline
      minRows={3}
      fullWidth={fullWidth}
      slotProps={{ htmlInput: { maxLength: 500, minLength: 3 } }}
    />
  );
}
