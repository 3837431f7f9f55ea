import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormSection, type SectionProps, textFields } from './FormSection.tsx';
import type { ParcelField } from './parcelForm.ts';

const FIELDS: [ParcelField, string, string, 'decimal' | 'numeric'][] = [
  ['parcelLengthCm', 'Box length', 'cm', 'decimal'],
  ['parcelBreadthCm', 'Box breadth', 'cm', 'decimal'],
  ['parcelHeightCm', 'Box height', 'cm', 'decimal'],
  ['packedWeightGrams', 'Packed weight', 'g', 'numeric'],
];

/** The box this piece ships in and its weight packed, for Shiprocket bookings; never shown to shoppers. */
export function ParcelFields(props: SectionProps) {
  const field = textFields(props);
  return (
    <FormSection legend="Shipping box" gap={1}>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        Optional. Left empty, bookings use the shop's 15 × 12 × 6 cm box and the piece's weight plus packing.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2 }}>
        {FIELDS.map(([name, label, unit, inputMode]) => field(name, label, { unit, inputMode }))}
      </Box>
    </FormSection>
  );
}
