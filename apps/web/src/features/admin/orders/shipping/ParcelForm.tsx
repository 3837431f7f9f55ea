import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type ParcelSize, parcelSize } from '@shop/contracts';
import { useState } from 'react';
import { useNotify } from '../../../../components/Notifier.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { useSetParcel } from './shippingApi.ts';

const FIELDS = [
  ['weightGrams', 'Weight (g)'],
  ['lengthCm', 'Length (cm)'],
  ['breadthCm', 'Breadth (cm)'],
  ['heightCm', 'Height (cm)'],
] as const;

/**
 * The parcel's weight and box for the booking. It starts from the products' own boxes and weights (the shop's
 * rule, docs/shiprocket.md); the owner's own figures are sent instead once saved ("Use defaults" goes back).
 */
export function ParcelForm({
  orderId,
  parcel,
  given,
}: {
  orderId: string;
  parcel: ParcelSize;
  given: boolean;
}) {
  const save = useSetParcel();
  const notify = useNotify();
  const [fields, setFields] = useState(
    () => Object.fromEntries(FIELDS.map(([k]) => [k, String(parcel[k])])) as Record<keyof ParcelSize, string>,
  );
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (value: ParcelSize | null) => {
    setProblem(null);
    try {
      await save.mutateAsync({ orderId, parcel: value });
      notify({
        message: value ? 'The parcel is saved.' : 'The parcel goes back to the defaults.',
        severity: 'success',
      });
    } catch (error) {
      setProblem(errorMessage(error, 'The parcel could not be saved.'));
    }
  };
  const onSave = () => {
    const parsed = parcelSize.safeParse(Object.fromEntries(FIELDS.map(([k]) => [k, Number(fields[k])])));
    if (!parsed.success) {
      setProblem('Give the weight in whole grams and each side as more than 0.5 cm.');
      return;
    }
    void submit(parsed.data);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <legend style={{ padding: 0, marginBottom: 4, fontWeight: 600 }}>
        Parcel {given ? '(your figures)' : '(from the products’ boxes and weights)'}
      </legend>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
        {FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            value={fields[name]}
            onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={onSave} disabled={save.isPending}>
          Save parcel
        </Button>
        {given && (
          <Button size="small" onClick={() => void submit(null)} disabled={save.isPending}>
            Use defaults
          </Button>
        )}
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Box>
  );
}
