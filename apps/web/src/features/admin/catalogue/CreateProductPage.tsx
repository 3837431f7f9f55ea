import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../shared/PageHeader.tsx';
import { ProductForm } from './product-form/ProductForm.tsx';

/** /admin/product/create: the Add New Product form; after a success it says so and starts again empty. */
export function CreateProductPage() {
  return (
    <>
      <PageHeader
        title="Add New Product"
        subtitle="Fields marked * are required. Sizes start at S, M and L with nothing in stock."
      />
      <ProductForm
        onSaved={(saved, reset) => {
          reset();
          return (
            <Alert
              severity="success"
              role="status"
              action={
                <Button color="inherit" size="small" component={RouterLink} to={`/product/${saved._id}`}>
                  View in the shop
                </Button>
              }
            >
              {saved.title} is added to the shop. The form is ready for the next product.
            </Alert>
          );
        }}
      />
    </>
  );
}
