import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { AdminProduct, Product } from '@shop/contracts';
import { type ReactNode, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { cardSx } from '../../../../components/Panel.tsx';
import { fieldHelp } from '../../../../lib/forms.ts';
import { useSaveProduct } from '../productsApi.ts';
import { CategoryFields } from './CategoryFields.tsx';
import { FactFields } from './FactFields.tsx';
import { ImageManager } from './ImageManager.tsx';
import { ParcelFields } from './ParcelFields.tsx';
import { PersonalisationFields } from './PersonalisationFields.tsx';
import { ColorAndQuantityFields, PriceFields, TaxFields } from './ProductFieldRows.tsx';
import { ProductFormFooter } from './ProductFormFooter.tsx';
import {
  EMPTY_FORM,
  fieldState,
  type ProductFormOutput,
  type ProductFormValues,
  payloadOf,
  productFormSchema,
} from './productForm.ts';
import { type ProductSaveProblem, productSaveProblem } from './productSaveError.ts';
import { SizeRows } from './SizeRows.tsx';

const panelSx = {
  p: { xs: 2, md: 3 },
  ...cardSx,
  minWidth: 0,
} as const;
/**
 * The Add New Product form (docs/product.md §3), also used to edit a product. Validated with Zod before it is sent;
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
  const [problem, setProblem] = useState<ProductSaveProblem | null>(null);
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
  const title = useWatch({ control, name: 'title' });

  const help = (name: Path<ProductFormValues>, label: string, hint?: string) =>
    fieldState(errors, name, label, hint);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    setDone(null);
    try {
      const payload = { ...payloadOf(values), ...(product ? { version: product.version } : {}) };
      const saved = await save.mutateAsync({ productId: product?._id, payload });
      setDone(onSaved(saved, clear));
    } catch (error) {
      setProblem(
        productSaveProblem(error, (field, message) =>
          setError(field as Path<ProductFormValues>, { message }),
        ),
      );
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
          <ColorAndQuantityFields control={control} errors={errors} />
          <PriceFields control={control} register={register} errors={errors} />
          <TaxFields register={register} errors={errors} />
          <CategoryFields control={control} setValue={setValue} getValues={getValues} errors={errors} />
          <TextField
            {...register('description')}
            label="Description"
            multiline
            minRows={3}
            {...help('description', 'Description')}
          />
          <FactFields register={register} errors={errors} />
          <ParcelFields register={register} errors={errors} />
          <PersonalisationFields register={register} errors={errors} />
          <SizeRows control={control} register={register} errors={errors} />
        </Box>
      </Box>
      <ProductFormFooter
        problem={problem}
        done={done}
        hasFieldErrors={Object.keys(errors).length > 0}
        isSubmitting={isSubmitting}
        submitLabel={product ? 'Save changes' : 'Add New Product'}
        onReload={onReload}
        onCancel={onCancel}
        onClear={() => {
          clear();
          setProblem(null);
          setDone(null);
        }}
      />
    </Box>
  );
}
