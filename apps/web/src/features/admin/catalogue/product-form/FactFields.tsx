import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DeclarationFields } from './DeclarationFields.tsx';
import { fieldState, type ProductFormValues } from './productForm.ts';

/** The optional product facts the product page shows under "Details"; empty ones are left out there. */
export function FactFields({
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
        Product facts
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
        <TextField
          {...register('material')}
          label="Material and finish"
          {...help('material', 'Material and finish', 'e.g. 925 sterling silver, rhodium-plated')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          {...register('weightGrams')}
          label="Weight"
          {...help('weightGrams', 'Weight')}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">g</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          {...register('dimensions')}
          label="Dimensions"
          {...help('dimensions', 'Dimensions', 'e.g. Band width 2 mm')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          {...register('warranty')}
          label="Warranty"
          {...help('warranty', 'Warranty', 'e.g. 6 months against manufacturing defects')}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </Box>
      <TextField {...register('care')} label="Care" multiline minRows={2} {...help('care', 'Care')} />
      <DeclarationFields register={register} errors={errors} />
    </Box>
  );
}
