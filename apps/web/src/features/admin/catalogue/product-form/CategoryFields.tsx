import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SECOND_LEVEL_CATEGORY } from '@shop/contracts';
import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { CATEGORY_OPTIONS } from '../../shared/adminFormat.ts';
import { fieldState, type ProductFormOutput, type ProductFormValues } from './productForm.ts';

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
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
      <CategorySelect
        control={control}
        errors={errors}
        name="topLevelCategory"
        label="Top Level Category"
        onPick={(value) => {
          if (!getValues('thirdLevelCategory').startsWith(`${value}_`)) setValue('thirdLevelCategory', '');
        }}
      >
        <MenuItem value="men">Men</MenuItem>
        <MenuItem value="women">Women</MenuItem>
      </CategorySelect>
      <CategorySelect
        control={control}
        errors={errors}
        name="secondLevelCategory"
        label="Second Level Category"
      >
        <MenuItem value={SECOND_LEVEL_CATEGORY}>Jewellery</MenuItem>
      </CategorySelect>
      <CategorySelect
        control={control}
        errors={errors}
        name="thirdLevelCategory"
        label="Third Level Category"
        onPick={(value) => {
          // Picking a category first fills in the top level it belongs to.
          const chosen = CATEGORY_OPTIONS.find((c) => c.id === value);
          if (chosen && !top) setValue('topLevelCategory', chosen.top, { shouldValidate: true });
        }}
      >
        {thirdOptions.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {top ? c.name : c.label}
          </MenuItem>
        ))}
      </CategorySelect>
    </Box>
  );
}

/** One required pick list; its error reads "Top level category is required" and the like. */
function CategorySelect({
  control,
  errors,
  name,
  label,
  onPick,
  children,
}: {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  errors: FieldErrors<ProductFormValues>;
  name: 'topLevelCategory' | 'secondLevelCategory' | 'thirdLevelCategory';
  label: string;
  /** Runs after the field has taken the picked value. */
  onPick?: (value: string) => void;
  children: ReactNode;
}) {
  const sentenceLabel = label.charAt(0) + label.slice(1).toLowerCase();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          {...field}
          onChange={(event) => {
            field.onChange(event);
            onPick?.(event.target.value);
          }}
          label={label}
          required
          {...fieldState(errors, name, sentenceLabel)}
        >
          {children}
        </TextField>
      )}
    />
  );
}
