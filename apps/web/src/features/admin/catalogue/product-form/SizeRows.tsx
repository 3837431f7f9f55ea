import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { fieldHelp } from '../../../../lib/forms.ts';
import type { ProductFormOutput, ProductFormValues } from './productForm.ts';

/** The size rows (name and quantity), starting S, M, L at 0; rows can be added and removed, one always stays. */
export function SizeRows({
  control,
  register,
  errors,
}: {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'size' });
  const listError = errors.size?.root?.message ?? errors.size?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 2 }}>
        Sizes and stock
      </Typography>
      <Box
        component="ul"
        aria-label="Sizes"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {fields.map((field, index) => {
          const rowErrors = errors.size?.[index];
          const n = index + 1;
          return (
            <Box
              component="li"
              key={field.id}
              sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1.5, alignItems: 'start' }}
            >
              <TextField
                {...register(`size.${index}.name`)}
                label={`Size ${n}`}
                error={!!rowErrors?.name}
                helperText={fieldHelp(`Size ${n}`, rowErrors?.name)}
                slotProps={{ htmlInput: { maxLength: 20 } }}
              />
              <TextField
                {...register(`size.${index}.quantity`)}
                label="Quantity"
                error={!!rowErrors?.quantity}
                helperText={fieldHelp('Quantity', rowErrors?.quantity)}
                // The label fits a phone; the name says which row ("Quantity of size 2").
                slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Quantity of size ${n}` } }}
              />
              <IconButton
                aria-label={`Remove size ${n}`}
                onClick={() => remove(index)}
                disabled={fields.length <= 1}
                sx={{ mt: 0.25 }}
              >
                <RemoveCircleOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      {listError && <FormHelperText error>{fieldHelp('Sizes', { message: listError })}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ name: '', quantity: '0' }, { shouldFocus: true })}
        sx={{ mt: 1.5 }}
      >
        Add size
      </Button>
    </Box>
  );
}
