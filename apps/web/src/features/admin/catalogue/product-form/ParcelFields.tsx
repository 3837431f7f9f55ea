import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ParcelField } from './parcelForm.ts';
import { fieldState, type ProductFormValues } from './productForm.ts';

const FIELDS: [ParcelField, string, string, 'decimal' | 'numeric'][] = [
  ['parcelLengthCm', 'Box length', 'cm', 'decimal'],
  ['parcelBreadthCm', 'Box breadth', 'cm', 'decimal'],
  ['parcelHeightCm', 'Box height', 'cm', 'decimal'],
  ['packedWeightGrams', 'Packed weight', 'g', 'numeric'],
];

/** The box this piece ships in and its weight packed, for Shiprocket bookings; never shown to shoppers. */
export function ParcelFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Shipping box
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        Optional. Left empty, bookings use the shop's 15 × 12 × 6 cm box and the piece's weight plus packing.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2 }}>
        {FIELDS.map(([name, label, unit, inputMode]) => (
          <TextField
            key={name}
            {...register(name)}
            label={label}
            {...fieldState(errors, name, label)}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
              htmlInput: { inputMode },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
