import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { PERSONALISATION_TEXT, type ProductPersonalisation } from '@shop/contracts';
import { OutlinedField } from '../../components/OutlinedField.tsx';
import { formatRupees } from '../../lib/money.ts';

/** What is wrong with a text for this product, or null (the server checks it again, S69). */
export function personalisationProblem(rule: ProductPersonalisation, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return `Type the ${rule.label.toLowerCase()} to add`;
  if (trimmed.length > rule.maxChars) return `At most ${rule.maxChars} characters`;
  if (!PERSONALISATION_TEXT.test(trimmed)) return "Letters, digits, spaces and & . ' - only";
  return null;
}

/** "Add engraving": the text (with its limit and fee), and before purchase, that such a piece is not returnable. */
export function PersonalisationField({
  rule,
  on,
  text,
  onToggle,
  onText,
}: {
  rule: ProductPersonalisation;
  on: boolean;
  text: string;
  onToggle: (on: boolean) => void;
  onText: (text: string) => void;
}) {
  const problem = on && text !== '' ? personalisationProblem(rule, text) : null;
  return (
    <Box sx={{ mt: 2.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <FormControlLabel
        control={<Checkbox checked={on} onChange={(event) => onToggle(event.target.checked)} />}
        label={`Add ${rule.label.toLowerCase()}${rule.fee > 0 ? ` (+${formatRupees(rule.fee)})` : ''}`}
      />
      {on && (
        <OutlinedField
          fullWidth
          size="small"
          label={rule.label}
          value={text}
          onChange={(event) => onText(event.target.value.slice(0, rule.maxChars))}
          error={!!problem}
          helperText={problem ?? `${text.length}/${rule.maxChars} characters`}
          htmlInput={{ maxLength: rule.maxChars, 'data-testid': 'personalisation-text' }}
          sx={{ mt: 1 }}
        />
      )}
      <Typography
        variant="body2"
        data-testid="personalisation-terms"
        sx={{
          color: 'text.secondary',
          mt: 1,
        }}
      >
        Personalised pieces are made for you: they cannot be returned or exchanged.
        {rule.leadDays > 0
          ? ` Making one adds ${rule.leadDays} working day${rule.leadDays === 1 ? '' : 's'} to delivery.`
          : ''}
      </Typography>
    </Box>
  );
}

/** The text as it would look on the piece, drawn over the main picture while it is typed. */
export function EngravingPreview({ text }: { text: string }) {
  if (text.trim() === '') return null;
  return (
    <Box
      aria-hidden="true"
      data-testid="engraving-preview"
      sx={{
        position: 'absolute',
        left: '50%',
        bottom: '18%',
        transform: 'translateX(-50%)',
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'rgba(255,255,255,0.7)',
        color: '#6b4e16',
        fontFamily: 'Georgia, serif',
        fontStyle: 'italic',
        fontSize: { xs: 20, md: 26 },
        letterSpacing: 1,
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
      }}
    >
      {text.trim()}
    </Box>
  );
}
