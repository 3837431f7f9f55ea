import Box from '@mui/material/Box';
import { FormSection, type SectionProps, textFields } from './FormSection.tsx';

/** Declarations the law asks for (docs/law.md); country and manufacturer left empty are the shop's own. */
export function DeclarationFields(props: SectionProps) {
  const field = textFields(props);
  return (
    <FormSection legend="Declarations">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {field('countryOfOrigin', 'Country of origin', {
          hint: "Empty: the shop's (India unless set)",
          maxLength: 60,
        })}
        {field('netQuantity', 'Net quantity', { hint: 'e.g. 1 pair, 1 piece', maxLength: 60 })}
        {field('purity', 'Purity', { hint: 'e.g. 925 sterling silver, 22K916', maxLength: 80 })}
        {field('huid', 'BIS HUID', { hint: 'Hallmarked pieces: the 6-character hallmark ID', maxLength: 6 })}
      </Box>
      {field('manufacturer', 'Manufacturer (name and address)', {
        hint: 'Empty: the seller, from the shop settings',
        maxLength: 300,
      })}
    </FormSection>
  );
}
