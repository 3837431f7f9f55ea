import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CouponFormValues, CouponSummary } from '@shop/contracts';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useSaveCoupon } from './couponsApi.ts';

interface Fields {
  code: string;
  kind: 'percent' | 'flat';
  value: string;
  minOrder: string;
  maxDiscount: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  active: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as the browser's `datetime-local` value, in the admin's own time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fieldsOf(coupon: CouponSummary | null): Fields {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon ? String(coupon.value) : '',
    minOrder: coupon ? String(coupon.minOrder) : '0',
    maxDiscount: coupon?.maxDiscount === null || !coupon ? '' : String(coupon.maxDiscount),
    startsAt: toLocalInput(coupon?.startsAt ?? null),
    endsAt: toLocalInput(coupon?.endsAt ?? null),
    usageLimit: coupon?.usageLimit == null ? '' : String(coupon.usageLimit),
    perCustomerLimit: coupon?.perCustomerLimit == null ? '' : String(coupon.perCustomerLimit),
    firstOrderOnly: coupon?.firstOrderOnly ?? false,
    active: coupon?.active ?? true,
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function valuesOf(f: Fields): CouponFormValues {
  return {
    code: f.code,
    kind: f.kind,
    value: Number(f.value),
    minOrder: Number(f.minOrder || 0),
    maxDiscount: numberOrNull(f.maxDiscount),
    startsAt: f.startsAt ? new Date(f.startsAt).toISOString() : null,
    endsAt: f.endsAt ? new Date(f.endsAt).toISOString() : null,
    usageLimit: numberOrNull(f.usageLimit),
    perCustomerLimit: numberOrNull(f.perCustomerLimit),
    firstOrderOnly: f.firstOrderOnly,
    active: f.active,
  };
}

/** Create or edit a coupon; the server checks every field and its message is shown as it is. */
export function CouponFormDialog({
  coupon,
  onClose,
  onSaved,
}: {
  /** null: a new coupon. */
  coupon: CouponSummary | null;
  onClose: () => void;
  onSaved: (code: string) => void;
}) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(coupon));
  const [error, setError] = useState<unknown>(null);
  const save = useSaveCoupon();
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ couponId: coupon?._id, values: valuesOf(fields) });
      onSaved(saved.code);
    } catch (e) {
      setError(e);
    }
  };
  const text = (key: keyof Fields, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={fields[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      size="small"
      fullWidth
      {...props}
    />
  );

  return (
    <FormDialog
      title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      submit={{ label: 'Save coupon', busyLabel: 'Saving…' }}
      // One column on a phone, so no label ("Maximum discount (₹)") is cut off.
      contentSx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' },
        pt: '8px !important',
      }}
    >
      {text('code', 'Code', {
        required: true,
        helperText: 'Letters, digits, - and _; not case-sensitive',
      })}
      <TextField
        select
        label="Kind"
        value={fields.kind}
        onChange={(e) => set('kind', e.target.value === 'flat' ? 'flat' : 'percent')}
        size="small"
      >
        <MenuItem value="percent">Percent off</MenuItem>
        <MenuItem value="flat">Flat amount off (₹)</MenuItem>
      </TextField>
      {text('value', fields.kind === 'percent' ? 'Percent off' : 'Amount off (₹)', {
        required: true,
        type: 'number',
      })}
      {text('maxDiscount', 'Maximum discount (₹)', { type: 'number', helperText: 'Empty: no cap' })}
      {text('minOrder', 'Minimum order (₹)', { type: 'number' })}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      {text('startsAt', 'Starts', {
        type: 'datetime-local',
        slotProps: { inputLabel: { shrink: true } },
      })}
      {text('endsAt', 'Ends', { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } })}
      {text('usageLimit', 'Total uses', { type: 'number', helperText: 'Empty: unlimited' })}
      {text('perCustomerLimit', 'Uses per customer', { type: 'number', helperText: 'Empty: unlimited' })}
      <FormControlLabel
        control={
          <Checkbox
            checked={fields.firstOrderOnly}
            onChange={(e) => set('firstOrderOnly', e.target.checked)}
          />
        }
        label="First order only"
      />
      <FormControlLabel
        control={<Checkbox checked={fields.active} onChange={(e) => set('active', e.target.checked)} />}
        label="Active"
      />
      {error ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {errorMessage(error, 'The coupon could not be saved.')}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
