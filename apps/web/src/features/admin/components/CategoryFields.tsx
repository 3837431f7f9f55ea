import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SECOND_LEVEL_CATEGORY } from '@shop/contracts';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { CATEGORY_OPTIONS } from '../adminFormat.ts';
import { fieldState, type ProductFormOutput, type ProductFormValues } from '../productForm.ts';

/**
 * The three category pick lists of the spec's form: top level Men or Women, second level Jewellery, third
 * level the categories of the chosen top level (all seven, "Rings · Women", until one is chosen; picking
 * one then fills in its top level). Changing the top level clears a third level of the other one.
 */
export function CategoryFields({
  control,
  setValue,
  getValues,
  errors,
}: {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  setValue: UseFormSetValue<ProductFormValues>;
  getValues: UseFormGetValues<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const top = useWatch({ control, name: 'topLevelCategory' });
  const thirdOptions = top ? CATEGORY_OPTIONS.filter((c) => c.top === top) : CATEGORY_OPTIONS;
  const help = (name: 'topLevelCategory' | 'secondLevelCategory' | 'thirdLevelCategory', label: string) =>
    fieldState(errors, name, label);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
      <Controller
        control={control}
        name="topLevelCategory"
        render={({ field }) => (
          <TextField
            select
            {...field}
            onChange={(event) => {
              field.onChange(event);
              if (!getValues('thirdLevelCategory').startsWith(`${event.target.value}_`))
                setValue('thirdLevelCategory', '');
            }}
            label="Top Level Category"
            required
            {...help('topLevelCategory', 'Top level category')}
          >
            <MenuItem value="men">Men</MenuItem>
            <MenuItem value="women">Women</MenuItem>
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="secondLevelCategory"
        render={({ field }) => (
          <TextField
            select
            {...field}
            label="Second Level Category"
            required
            {...help('secondLevelCategory', 'Second level category')}
          >
            <MenuItem value={SECOND_LEVEL_CATEGORY}>Jewellery</MenuItem>
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="thirdLevelCategory"
        render={({ field }) => (
          <TextField
            select
            {...field}
            onChange={(event) => {
              field.onChange(event);
              // Picking a category first fills in the top level it belongs to.
              const chosen = CATEGORY_OPTIONS.find((c) => c.id === event.target.value);
              if (chosen && !top) setValue('topLevelCategory', chosen.top, { shouldValidate: true });
            }}
            label="Third Level Category"
            required
            {...help('thirdLevelCategory', 'Third level category')}
          >
            {thirdOptions.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {top ? c.name : c.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Box>
  );
}
