import Box from '@mui/material/Box';
import { DeclarationFields } from './DeclarationFields.tsx';
import { FormSection, type SectionProps, textFields } from './FormSection.tsx';

/** The optional product facts the product page shows under "Details"; empty ones are left out there. */
export function FactFields(props: SectionProps) {
  const field = textFields(props);
  return (
    <FormSection legend="Product facts">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
        {field('material', 'Material and finish', {
          hint: 'e.g. 925 sterling silver, rhodium-plated',
          maxLength: 200,
        })}
        {field('weightGrams', 'Weight', { unit: 'g', inputMode: 'decimal' })}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {field('dimensions', 'Dimensions', { hint: 'e.g. Band width 2 mm', maxLength: 200 })}
        {field('warranty', 'Warranty', {
          hint: 'e.g. 6 months against manufacturing defects',
          maxLength: 300,
        })}
      </Box>
      {field('care', 'Care', { multiline: true, minRows: 2 })}
      <DeclarationFields {...props} />
    </FormSection>
  );
}
