import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminProduct, Product } from '@shop/contracts';
import { COLOR_LABELS, COLORS } from '@shop/contracts';
import { type ReactNode, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldHelp } from '../../../lib/forms.ts';
import { formatCount } from '../adminFormat.ts';
import {
  derivedPercent,
  derivedQuantity,
  EMPTY_FORM,
  fieldState,
  formFieldOf,
  type ProductFormOutput,
  type ProductFormValues,
  payloadOf,
  productFormSchema,
} from '../productForm.ts';
import { useSaveProduct } from '../productsApi.ts';
import { CategoryFields } from './CategoryFields.tsx';
import { FactFields } from './FactFields.tsx';
import { ImageManager } from './ImageManager.tsx';
import { SizeRows } from './SizeRows.tsx';

const panelSx = {
  p: { xs: 2, md: 3 },
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.paper',
  minWidth: 0,
} as const;
/** Figures the form works out itself: read-only, and drawn on a tinted ground so they do not look editable. */
const derivedSx = { '& .MuiInputBase-root': { bgcolor: 'grey.100' } } as const;
const rupee = {
  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
  htmlInput: { inputMode: 'decimal' as const },
};

/**
 * The Add New Product form (SPEC.md §3), also used to edit a product. Validated with Zod before it is sent;
 * the server's objections are shown on the fields they name and in plain words above the button. An edit
 * sends the version it was loaded with; when the product changed meanwhile (a sale, another admin), the
 * save is refused and the admin is offered to reload it (`onReload`) and make the change again (S34).
 */
export function ProductForm({
  product,
  initialValues = EMPTY_FORM,
  onSaved,
  onCancel,
  onReload,
}: {
  product?: AdminProduct;
  initialValues?: ProductFormValues;
  onSaved: (saved: Product, reset: () => void) => ReactNode;
  onCancel?: () => void;
  onReload?: () => void;
}) {
  const save = useSaveProduct();
  const [serverError, setServerError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [done, setDone] = useState<ReactNode>(null);
  // Bumped on every reset: the fields mount afresh, so their labels sit right on empty boxes and the image
  // field forgets the name of the last upload.
  const [generation, setGeneration] = useState(0);
  const clear = () => {
    reset(EMPTY_FORM);
    setGeneration((g) => g + 1);
  };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initialValues,
  });
  const [title, price, discountedPrice, sizes] = useWatch({
    control,
    name: ['title', 'price', 'discountedPrice', 'size'],
  });
  const percent = derivedPercent(price, discountedPrice || price);
  const quantity = derivedQuantity(sizes);

  const help = (name: Path<ProductFormValues>, label: string, hint?: string) =>
    fieldState(errors, name, label, hint);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    setStale(false);
    setDone(null);
    try {
      const payload = { ...payloadOf(values), ...(product ? { version: product.version } : {}) };
      const saved = await save.mutateAsync({ productId: product?._id, payload });
      setDone(onSaved(saved, clear));
    } catch (error) {
      if (isApiError(error, 'STALE_EDIT')) {
        setStale(true);
        setServerError(error.message);
      } else if (isApiError(error, 'INVALID_INPUT') && Array.isArray(error.details)) {
        for (const detail of error.details as { field?: string; message?: string }[]) {
          const field = detail.field ? formFieldOf(detail.field) : undefined;
          if (field)
            setError(field as Path<ProductFormValues>, { message: detail.message ?? 'is not valid' });
        }
        setServerError('The shop did not accept some fields. Please correct the marked ones.');
      } else {
        setServerError(errorMessage(error, 'The product could not be saved. Please try again.'));
      }
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={product ? `Edit ${product.title}` : 'Add New Product'}
    >
      <Box
        key={generation}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-label="Pictures" sx={panelSx}>
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <ImageManager
                value={field.value}
                onChange={field.onChange}
                title={title ?? ''}
                error={fieldHelp('Pictures', errors.images?.root ?? errors.images)}
              />
            )}
          />
        </Box>
        <Box component="section" aria-label="Details" sx={{ ...panelSx, display: 'grid', gap: 2.5 }}>
          <TextField
            {...register('title')}
            label="Title"
            required
            {...help('title', 'Title')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <Controller
              control={control}
              name="color"
              render={({ field }) => (
                <TextField select {...field} label="Color" required {...help('color', 'Color')}>
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
              value={formatCount(quantity)}
              helperText="The sum of the sizes below"
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
            <TextField
              {...register('price')}
              label="Price"
              required
              {...help('price', 'Price')}
              slotProps={rupee}
            />
            <TextField
              {...register('discountedPrice')}
              label="Discounted Price"
              {...help('discountedPrice', 'Discounted price', 'Leave empty for no discount')}
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
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
            <TextField
              {...register('hsn')}
              label="HSN Code"
              required
              {...help('hsn', 'HSN code', '7117 imitation jewellery, 7113 silver or gold')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              {...register('gstRate')}
              label="GST Rate (%)"
              required
              {...help('gstRate', 'GST rate', 'Prices include GST; 3% for jewellery')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Box>
          <CategoryFields control={control} setValue={setValue} getValues={getValues} errors={errors} />
          <TextField
            {...register('description')}
            label="Description"
            multiline
            minRows={3}
            {...help('description', 'Description')}
          />
          <FactFields register={register} errors={errors} />
          <SizeRows control={control} register={register} errors={errors} />
        </Box>
      </Box>
      {serverError && (
        <Alert
          severity={stale ? 'warning' : 'error'}
          role="alert"
          sx={{ mt: 3 }}
          action={
            stale && onReload ? (
              <Button color="inherit" size="small" onClick={onReload}>
                Reload
              </Button>
            ) : undefined
          }
        >
          {serverError}
        </Alert>
      )}
      {done && <Box sx={{ mt: 3 }}>{done}</Box>}
      {Object.keys(errors).length > 0 && !serverError && (
        <Typography role="alert" color="error" sx={{ mt: 3 }}>
          Some fields need your attention: they are marked in red.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 3, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : (
          <Button
            onClick={() => {
              clear();
              setServerError(null);
              setDone(null);
            }}
            disabled={isSubmitting}
          >
            Clear the form
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : product ? 'Save changes' : 'Add New Product'}
        </Button>
      </Box>
    </Box>
  );
}
