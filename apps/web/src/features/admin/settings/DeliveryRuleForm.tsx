import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { deliveryRule } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import type { StoredRule } from './deliveryRulesApi.ts';

/** One rule added (or one replaced: the same digits again) to the owner's PIN rules. */
export function DeliveryRuleForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (rule: StoredRule) => Promise<boolean>;
}) {
  const [prefix, setPrefix] = useState('');
  const [serviceable, setServiceable] = useState(true);
  const [cod, setCod] = useState(true);
  const [extraDays, setExtraDays] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deliveryRule.safeParse({
      prefix,
      serviceable,
      cod: serviceable && cod,
      extraDays: Number(extraDays),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(
        issue?.path[0] === 'extraDays' ? 'Extra days are 0 to 60' : `PIN ${issue?.message ?? 'is not valid'}`,
      );
      return;
    }
    setProblem(null);
    if (await onAdd({ ...parsed.data, extraDays: parsed.data.extraDays ?? 0 })) setPrefix('');
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Add a PIN rule"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        size="small"
        label="PIN or first digits"
        value={prefix}
        onChange={(e) => setPrefix(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={!!problem}
        helperText={problem ?? 'e.g. 744 for all of the Andaman Islands'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 220 }}
      />
      <TextField
        size="small"
        label="Extra days"
        type="number"
        value={extraDays}
        onChange={(e) => setExtraDays(e.target.value)}
        slotProps={{ htmlInput: { min: 0, max: 60 } }}
        sx={{ width: 120 }}
      />
      <FormControlLabel
        control={<Checkbox checked={serviceable} onChange={(e) => setServiceable(e.target.checked)} />}
        label="Delivered"
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={serviceable && cod}
            disabled={!serviceable}
            onChange={(e) => setCod(e.target.checked)}
          />
        }
        label="Cash on delivery"
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ height: 40 }}>
        Add rule
      </Button>
    </Box>
  );
}
