import Box from '@mui/material/Box';
import { FormSection, type SectionProps, textFields } from './FormSection.tsx';

/** Whether the piece takes a text (a name, initials), its limit, fee and the days making it adds (issue 45). */
export function PersonalisationFields(props: SectionProps) {
  const field = textFields(props);
  return (
    <FormSection legend="Personalisation">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr 1fr' }, gap: 2 }}>
        {field('persLabel', 'Label', { hint: 'e.g. Engraving; empty: no text' })}
        {field('persMaxChars', 'Characters', { hint: '1 to 30' })}
        {field('persFee', 'Fee (₹)', { named: 'Fee' })}
        {field('persLeadDays', 'Extra days')}
      </Box>
    </FormSection>
  );
}
