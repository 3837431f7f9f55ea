import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldState, type ProductFormValues } from './productForm.ts';

/** Whether the piece takes a text (a name, initials), its limit, fee and the days making it adds (issue 45). */
export function PersonalisationFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const help = (name: keyof ProductFormValues, label: string, hint?: string) =>
    fieldState(errors, name, label, hint);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Personalisation
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr 1fr' }, gap: 2 }}>
        <TextField
          {...register('persLabel')}
          label="Label"
          {...help('persLabel', 'Label', 'e.g. Engraving; empty: no text')}
        />
        <TextField
          {...register('persMaxChars')}
          label="Characters"
          {...help('persMaxChars', 'Characters', '1 to 30')}
        />
        <TextField {...register('persFee')} label="Fee (₹)" {...help('persFee', 'Fee')} />
        <TextField {...register('persLeadDays')} label="Extra days" {...help('persLeadDays', 'Extra days')} />
      </Box>
    </Box>
  );
}
