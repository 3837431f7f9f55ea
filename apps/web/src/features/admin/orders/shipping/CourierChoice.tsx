import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type CourierOption, formatRupees } from '@shop/contracts';
import { useEffect, useId } from 'react';
import { errorMessage } from '../../../../lib/errors.ts';
import { useCourierOptions } from './shippingApi.ts';

/** A message as one sentence: Shiprocket's own often end without a full stop. */
export const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const facts = (c: CourierOption) =>
  `${formatRupees(c.rate)} · ${c.days} ${c.days === '1' ? 'day' : 'days'} · ${c.cod ? 'collects cash' : 'no COD'}`;

/**
 * The couriers Shiprocket offers for an order's parcel (price, days, cash on delivery), its recommended one
 * chosen first. When the list cannot be had, Shiprocket's reason is shown once, and the dialog does not offer
 * to book (it could not succeed).
 */
export function CourierChoice({
  orderId,
  value,
  onChange,
}: {
  orderId: string | undefined;
  value: number | undefined;
  onChange: (courierId: number | undefined) => void;
}) {
  const labelId = useId();
  const couriers = useCourierOptions(orderId);
  const list = couriers.data;
  // The recommended courier is the choice until the admin picks another.
  useEffect(() => {
    if (list && value === undefined)
      onChange(list.find((c) => c.recommended)?.courierId ?? list[0]?.courierId);
  }, [list, value, onChange]);

  if (couriers.isPending)
    return <Skeleton variant="rounded" height={96} aria-label="Asking Shiprocket for prices" />;
  if (couriers.isError)
    return (
      <Alert severity="warning">
        {sentence(errorMessage(couriers.error, 'The couriers could not be listed'))} Shiprocket cannot book
        this parcel now: correct the address, or ship it some other way below.
      </Alert>
    );
  return (
    <Box>
      {/* Not "Courier": the manual form below has a field of that name. */}
      <Typography id={labelId} variant="subtitle2" component="p">
        Ship with
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {list?.map((c) => (
          <FormControlLabel
            key={c.courierId}
            value={c.courierId}
            control={<Radio size="small" />}
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box sx={{ py: 0.5 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {c.name}
                  </Typography>
                  {c.recommended && (
                    <Chip label="Recommended" size="small" color="primary" variant="outlined" />
                  )}
                </Box>
                <Typography
                  variant="body2"
                  component="span"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {facts(c)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
