import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BulkAction } from '@shop/contracts';
import { useState } from 'react';
import { useNotify } from '../../../components/Notifier.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { formatCount } from '../shared/adminFormat.ts';
import { type BulkSelection, useBulkEdit } from './scaleApi.ts';

type Kind = 'discount' | 'price' | 'stock-set' | 'stock-add' | 'list' | 'unlist';
/** Actions without a number (`unit` empty) hide the number field. */
const KINDS: { value: Kind; label: string; unit: string; min: number; max: number }[] = [
  { value: 'discount', label: 'Set a discount', unit: '% off', min: 0, max: 90 },
  { value: 'price', label: 'Change prices by', unit: '%', min: -90, max: 500 },
  { value: 'stock-set', label: 'Set stock of every size to', unit: 'pieces', min: 0, max: 10_000 },
  { value: 'stock-add', label: 'Add stock to every size', unit: 'pieces', min: 0, max: 10_000 },
  { value: 'unlist', label: 'Unlist (hide from the shop)', unit: '', min: 0, max: 0 },
  { value: 'list', label: 'List (show in the shop)', unit: '', min: 0, max: 0 },
];

function actionOf(kind: Kind, value: number, includeDeeper: boolean): BulkAction {
  if (kind === 'list' || kind === 'unlist') return { kind: 'listing', listed: kind === 'list' };
  if (kind === 'discount') return { kind: 'discount', percent: value, includeDeeper };
  if (kind === 'price') return { kind: 'price', percent: value };
  return { kind: 'stock', mode: kind === 'stock-set' ? 'set' : 'add', quantity: value };
}

/**
 * Shown above the products table when rows are picked (or "every product the filter matches"): one action,
 * its number if it takes one, Apply. The server applies it to all of them in one transaction and audits each product.
 */
export function BulkEditBar({
  selectedCount,
  matchingCount,
  selection,
  onDone,
}: {
  selectedCount: number;
  matchingCount: number;
  selection: (everyMatch: boolean) => BulkSelection;
  onDone: () => void;
}) {
  const [kind, setKind] = useState<Kind>('discount');
  const [value, setValue] = useState('10');
  const [everyMatch, setEveryMatch] = useState(false);
  // A discount leaves products already sold at a deeper one alone unless the owner ticks this (issue 40).
  const [includeDeeper, setIncludeDeeper] = useState(false);
  const edit = useBulkEdit();
  const notify = useNotify();
  const spec = KINDS.find((k) => k.value === kind) ?? (KINDS[0] as (typeof KINDS)[number]);
  const needsNumber = spec.unit !== '';
  const number = Number(value);
  const valid =
    !needsNumber ||
    (value.trim() !== '' && Number.isInteger(number) && number >= spec.min && number <= spec.max);
  const count = everyMatch ? matchingCount : selectedCount;

  const apply = async () => {
    try {
      const result = await edit.mutateAsync({
        selection: selection(everyMatch),
        action: actionOf(kind, number, includeDeeper),
      });
      const skipped =
        result.skipped > 0
          ? ` ${formatCount(result.skipped)} already sold at a deeper discount kept their lower price` +
            ' (tick "Replace deeper discounts" to change them too).'
          : '';
      notify({
        message: `${formatCount(result.changed)} of ${formatCount(result.matched)} products changed.${skipped}`,
        severity: result.skipped > 0 ? 'info' : 'success',
      });
      onDone();
    } catch (error) {
      notify({
        message: errorMessage(error, 'The change could not be made. Please try again.'),
        severity: 'error',
      });
    }
  };

  return (
    <Box
      role="region"
      aria-label="Bulk edit"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        mb: 2,
        borderRadius: 2,
        bgcolor: 'secondary.light',
      }}
    >
      <Typography sx={{ fontWeight: 600, mr: 1 }}>
        {formatCount(count)} {count === 1 ? 'product' : 'products'}
      </Typography>
      {matchingCount > selectedCount && (
        <Button size="small" onClick={() => setEveryMatch(!everyMatch)}>
          {everyMatch ? 'Only the selected ones' : `All ${formatCount(matchingCount)} that match`}
        </Button>
      )}
      <TextField
        select
        size="small"
        label="Change"
        value={kind}
        onChange={(e) => setKind(e.target.value as Kind)}
        sx={{ minWidth: 220 }}
      >
        {KINDS.map((k) => (
          <MenuItem key={k.value} value={k.value}>
            {k.label}
          </MenuItem>
        ))}
      </TextField>
      {needsNumber && (
        <TextField
          size="small"
          label={spec.unit}
          type="number"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={!valid}
          helperText={valid ? undefined : `${spec.min} to ${spec.max}`}
          slotProps={{ htmlInput: { min: spec.min, max: spec.max, step: 1 } }}
          sx={{ width: 110 }}
        />
      )}
      {kind === 'discount' && number > 0 && (
        <FormControlLabel
          control={<Checkbox checked={includeDeeper} onChange={(e) => setIncludeDeeper(e.target.checked)} />}
          label="Replace deeper discounts (raises their price)"
        />
      )}
      <Button variant="contained" onClick={apply} disabled={!valid || edit.isPending}>
        Apply to {formatCount(count)}
      </Button>
    </Box>
  );
}
