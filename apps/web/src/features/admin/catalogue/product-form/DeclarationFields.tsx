import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldState, type ProductFormValues } from './productForm.ts';

/** Declarations the law asks for (docs/law.md); country and manufacturer left empty are the shop's own. */
export function DeclarationFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const field = (name: keyof ProductFormValues, label: string, hint: string, maxLength: number) => (
    <TextField
      {...register(name)}
      label={label}
      {...fieldState(errors, name, label, hint)}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Declarations
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {field('countryOfOrigin', 'Country of origin', "Empty: the shop's (India unless set)", 60)}
        {field('netQuantity', 'Net quantity', 'e.g. 1 pair, 1 piece', 60)}
        {field('purity', 'Purity', 'e.g. 925 sterling silver, 22K916', 80)}
        {field('huid', 'BIS HUID', 'Hallmarked pieces: the 6-character hallmark ID', 6)}
      </Box>
      {field(
        'manufacturer',
        'Manufacturer (name and address)',
        'Empty: the seller, from the shop settings',
        300,
      )}
    </Box>
  );
}
