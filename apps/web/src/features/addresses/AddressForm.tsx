import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Address,
  type AddressInput,
  addressInput,
  findIndianState,
  INDIAN_STATE_NAMES,
} from '@shop/contracts';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldHelp } from '../../lib/forms.ts';
import { arrivalText, placeText } from '../delivery/index.ts';
import { usePincodeFill } from './usePincodeFill.ts';

type FormValues = z.input<typeof addressInput>;

const EMPTY: FormValues = {
  firstName: '',
  lastName: '',
  streetAddress: '',
  city: '',
  state: '',
  pincode: '',
  landmark: '',
  phoneNumber: '',
  email: '',
};

const FIELDS: {
  name: keyof FormValues & Path<FormValues>;
  label: string;
  autoComplete: string;
  wide?: boolean;
  optional?: boolean;
  inputMode?: 'numeric' | 'email' | 'tel';
}[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'streetAddress', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'landmark', label: 'Landmark', autoComplete: 'off', wide: true, optional: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'pincode', label: 'PIN code', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'phoneNumber', label: '10-digit mobile number', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'email', label: 'Email', autoComplete: 'email', wide: true, inputMode: 'email' },
];

/** Under the PIN code: where it is and when a parcel arrives, or why it cannot go there. */
function pincodeHint({ check, unknown }: ReturnType<typeof usePincodeFill>) {
  if (unknown) return { text: 'We could not find this PIN code: please check it', error: false };
  if (!check) return undefined;
  if (!check.serviceable) return { text: 'Sorry, we do not deliver to this PIN code yet', error: true };
  const place = placeText(check);
  const arrival = check.estimate ? arrivalText(check.estimate) : '';
  return { text: [place, arrival].filter(Boolean).join(' · '), error: false };
}

/**
 * The address form (docs/product.md §4): add mode and edit mode. Edit fills the form and the button reads UPDATE
 * ADDRESS; after a successful submit the form clears and returns to add mode. Uses the shared addressInput.
 */
export function AddressForm({
  editing,
  onSubmit,
  onCancelEdit,
  busy,
  addLabel = 'SAVE AND DELIVER HERE',
  addTitle = 'Add a new address',
  prefill,
}: {
  editing: Address | null;
  /** The signed-in shopper's name and email, already filled in a new address (they can change them). */
  prefill?: Pick<FormValues, 'firstName' | 'lastName' | 'email'>;
  /** The add-mode button: checkout saves and delivers, the profile page only saves. */
  addLabel?: string;
  /** The add-mode heading (the guest checkout asks for the shopper's details too). */
  addTitle?: string;
  onSubmit: (values: AddressInput) => Promise<boolean>;
  onCancelEdit: () => void;
  busy: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<FormValues, unknown, AddressInput>({
    resolver: zodResolver(addressInput),
    defaultValues: EMPTY,
  });
  const { firstName = '', lastName = '', email = '' } = prefill ?? {};
  const filledCity = !!watch('city');
  const pin = usePincodeFill(watch('pincode') ?? '', ({ state, city }) => {
    if (state) setValue('state', state, { shouldValidate: !!errors.state });
    if (city && !getValues('city').trim()) setValue('city', city, { shouldValidate: !!errors.city });
  });

  useEffect(() => {
    if (editing) {
      reset({
        firstName: editing.firstName,
        lastName: editing.lastName,
        streetAddress: editing.streetAddress,
        city: editing.city,
        // A state saved before the pick list and not matched to it: the customer chooses it again.
        state: findIndianState(editing.state)?.name ?? '',
        pincode: editing.pincode,
        landmark: editing.landmark ?? '',
        phoneNumber: editing.phoneNumber,
        email: editing.email,
      });
    } else reset({ ...EMPTY, firstName, lastName, email });
  }, [editing, reset, firstName, lastName, email]);

  const submit = handleSubmit(async (values) => {
    const done = await onSubmit(values);
    if (done) reset({ ...EMPTY, firstName, lastName, email });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="address-form-title">
      <Typography id="address-form-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {editing ? 'Edit address' : addTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map((field) => {
          const { ref, ...rest } = register(field.name);
          const error = errors[field.name];
          if (field.name === 'state')
            return (
              <TextField
                key={field.name}
                {...rest}
                inputRef={ref}
                select
                label={field.label}
                required
                autoComplete={field.autoComplete}
                error={!!error}
                helperText={fieldHelp(field.label, error)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">Choose your state</option>
                {INDIAN_STATE_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </TextField>
            );
          const pinHint = field.name === 'pincode' && !error ? pincodeHint(pin) : undefined;
          return (
            <TextField
              key={field.name}
              {...rest}
              inputRef={ref}
              label={field.label}
              required={!field.optional}
              autoComplete={field.autoComplete}
              multiline={field.name === 'streetAddress'}
              minRows={field.name === 'streetAddress' ? 2 : undefined}
              error={!!error || pinHint?.error}
              helperText={fieldHelp(field.label, error) ?? pinHint?.text}
              slotProps={{
                htmlInput: { inputMode: field.inputMode },
                // The city can be filled in from the PIN code, which MUI's label does not notice by itself.
                inputLabel: field.name === 'city' && filledCity ? { shrink: true } : undefined,
              }}
              sx={{ gridColumn: field.wide ? { sm: '1 / -1' } : undefined }}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {editing ? 'UPDATE ADDRESS' : addLabel}
        </Button>
        {editing && (
          <Button size="large" onClick={onCancelEdit} disabled={busy}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}
