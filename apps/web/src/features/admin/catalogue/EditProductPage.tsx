import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LinkAlert } from '../../../components/LinkAlert.tsx';
import { useNotify } from '../../../components/Notifier.tsx';
import { isApiError } from '../../../lib/api.ts';
import { PageHeader } from '../shared/PageHeader.tsx';
import { LoadError } from '../shared/TableStates.tsx';
import { FinishesEditor } from './FinishesEditor.tsx';
import { ProductForm } from './product-form/ProductForm.tsx';
import { formValuesOf } from './product-form/productForm.ts';
import { useAdminProduct } from './productsApi.ts';

/**
 * /admin/product/:productId/edit: the product form filled in; saving sends PUT and goes back to the list.
 * Reload (offered when the product changed since it was opened) fetches it again and fills the form anew.
 */
export function EditProductPage() {
  const { productId } = useParams();
  const product = useAdminProduct(productId);
  const navigate = useNavigate();
  const notify = useNotify();
  const location = useLocation();
  // Back to the list as it was (its filters and page), or to the list itself when the page was opened directly.
  const back = () => (location.key === 'default' ? navigate('/admin/products') : navigate(-1));

  if (product.isPending)
    return (
      <>
        <PageHeader title="Edit Product" />
        <Box
          aria-hidden="true"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, gap: 3 }}
        >
          <Skeleton variant="rounded" height={420} />
          <Skeleton variant="rounded" height={620} />
        </Box>
      </>
    );
  if (product.isError)
    return (
      <>
        <PageHeader title="Edit Product" />
        {isApiError(product.error, 'NOT_FOUND') || isApiError(product.error, 'INVALID_INPUT') ? (
          <LinkAlert severity="warning" link={{ to: '/admin/products', label: 'All products' }}>
            This product does not exist any more. It may have been deleted.
          </LinkAlert>
        ) : (
          <LoadError query={product} what="The product" />
        )}
      </>
    );

  return (
    <>
      <PageHeader title="Edit Product" subtitle={product.data.title} />
      <ProductForm
        key={`${product.data._id}@${product.data.version}`}
        product={product.data}
        initialValues={formValuesOf(product.data)}
        onReload={() => product.refetch()}
        onCancel={back}
        onSaved={(saved) => {
          notify({ message: `${saved.title} is saved.`, severity: 'success' });
          back();
          return null;
        }}
      />
      <FinishesEditor key={product.data._id} product={product.data} />
    </>
  );
}
