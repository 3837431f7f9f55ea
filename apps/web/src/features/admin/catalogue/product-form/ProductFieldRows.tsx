/** The Add New Product form's rows of paired fields: colour and quantity, prices, tax. */
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COLOR_LABELS, COLORS } from '@shop/contracts';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { formatCount } from '../../shared/adminFormat.ts';
import {
  derivedPercent,
  derivedQuantity,
  fieldState,
  type ProductFormOutput,
  type ProductFormValues,
} from './productForm.ts';

/** Figures the form works out itself: read-only, and drawn on a tinted ground so they do not look editable. */
const derivedSx = { '& .MuiInputBase-root': { bgcolor: 'grey.100' } } as const;
const rupee = {
  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
  htmlInput: { inputMode: 'decimal' as const },
};

interface FieldsProps {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** Colour, and the total quantity summed from the sizes. */
export function ColorAndQuantityFields({ control, errors }: Omit<FieldsProps, 'register'>) {
  const sizes = useWatch({ control, name: 'size' });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <Controller
        control={control}
        name="color"
        render={({ field }) => (
          <TextField select {...field} label="Color" required {...fieldState(errors, 'color', 'Color')}>
            {COLORS.map((c) => (
              <MenuItem key={c} value={c}>
                {COLOR_LABELS[c]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label="Total Quantity"
        sx={derivedSx}
        value={formatCount(derivedQuantity(sizes))}
        helperText="The sum of the sizes below"
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
    </Box>
  );
}

/** Price and discounted price, and the discount percent worked out from them. */
export function PriceFields({ control, register, errors }: FieldsProps) {
  const [price, discountedPrice] = useWatch({ control, name: ['price', 'discountedPrice'] });
  const percent = derivedPercent(price, discountedPrice || price);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
      <TextField
        {...register('price')}
        label="Price"
        required
        {...fieldState(errors, 'price', 'Price')}
        slotProps={rupee}
      />
      <TextField
        {...register('discountedPrice')}
        label="Discounted Price"
        {...fieldState(errors, 'discountedPrice', 'Discounted price', 'Leave empty for no discount')}
        slotProps={rupee}
      />
      <TextField
        label="Discount Percent"
        sx={derivedSx}
        value={`${percent}%`}
        helperText="Worked out from the two prices"
        slotProps={{
          htmlInput: { readOnly: true, 'aria-live': 'polite' },
          inputLabel: { shrink: true },
        }}
      />
    </Box>
  );
}

/** HSN code and GST rate, for the invoice. */
export function TaxFields({ register, errors }: Omit<FieldsProps, 'control'>) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
      <TextField
        {...register('hsn')}
        label="HSN Code"
        required
        {...fieldState(errors, 'hsn', 'HSN code', '7117 imitation jewellery, 7113 silver or gold')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        {...register('gstRate')}
        label="GST Rate (%)"
        required
        {...fieldState(errors, 'gstRate', 'GST rate', 'Prices include GST; 3% for jewellery')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Box>
  );
}
