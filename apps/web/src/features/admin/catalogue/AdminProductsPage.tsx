import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Product } from '@shop/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useNotify } from '../../../components/Notifier.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { CATEGORY_OPTIONS, formatCount } from '../shared/adminFormat.ts';
import { ListPagination } from '../shared/ListPagination.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { usePagedParams } from '../shared/pagedParams.ts';
import { LoadError } from '../shared/TableStates.tsx';
import { BulkEditBar } from './BulkEditBar.tsx';
import { CatalogueCsvActions } from './CatalogueCsvActions.tsx';
import { FailedPictures } from './FailedPictures.tsx';
import { ProductsTable, type RowSelection } from './ProductsTable.tsx';
import { useAdminProducts, useDeleteProduct } from './productsApi.ts';

const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_SIZE = 20;
const STOCK_OPTIONS = [
  { value: '', label: 'In stock or not' },
  { value: 'in_stock', label: 'In stock' },
  { value: 'out_of_stock', label: 'Out of stock' },
];
/** Selects whose empty value means "all": show that option's words instead of an empty box. */
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
const SORT_OPTIONS = [
  { value: 'price_low', label: 'Price: Low to High' },
  { value: 'price_high', label: 'Price: High to Low' },
];

/** /admin/products: every product, paged, with category, stock and text filters kept in the URL. */
export function AdminProductsPage() {
  const paging = usePagedParams(PAGE_SIZES, DEFAULT_SIZE);
  const { params, page, pageSize, update } = paging;
  const category = CATEGORY_OPTIONS.find((c) => c.id === params.get('category'))?.id;
  const stock = STOCK_OPTIONS.find((s) => s.value && s.value === params.get('stock'))?.value;
  const sort = SORT_OPTIONS.find((s) => s.value === params.get('sort'))?.value ?? 'price_low';
  const q = params.get('q')?.trim() || undefined;
  const products = useAdminProducts({ category, q, stock, sort, pageNumber: page, pageSize });
  const remove = useDeleteProduct();
  const notify = useNotify();
  const [search, setSearch] = useState(q ?? '');
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selection = useMemo<RowSelection>(
    () => ({
      selected,
      toggle: (id) =>
        setSelected((now) => {
          const next = new Set(now);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      setPage: (ids, on) =>
        setSelected((now) => {
          const next = new Set(now);
          for (const id of ids) on ? next.add(id) : next.delete(id);
          return next;
        }),
    }),
    [selected],
  );

  // The search box writes to the URL a moment after typing stops, not on every key.
  useEffect(() => {
    const typed = search.trim();
    if (typed === (q ?? '')) return;
    const timer = window.setTimeout(() => update({ q: typed, page: null }), 300);
    return () => window.clearTimeout(timer);
  });

  const data = products.data;
  // A page emptied by a delete: step back to the last page.
  useEffect(() => {
    if (data && data.content.length === 0 && page > 0 && page >= data.totalPages && !products.isFetching)
      update({ page: data.totalPages > 0 ? String(data.totalPages - 1) : null });
  });

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify({ message: `${deleting.title} is deleted. Past orders keep their copy.`, severity: 'success' });
    } catch (error) {
      notify({
        message: errorMessage(error, 'The product could not be deleted. Please try again.'),
        severity: 'error',
      });
    } finally {
      setDeleting(null);
    }
  };

  const filtered = !!(category || stock || q);

  return (
    <>
      <PageHeader
        title="All Products"
        subtitle={
          data
            ? `${formatCount(data.totalElements)} product${data.totalElements === 1 ? '' : 's'}${filtered ? ' match' : ' in the catalogue'}`
            : ' '
        }
        actions={
          <>
            <CatalogueCsvActions />
            <Button
              component={RouterLink}
              to="/admin/product/create"
              variant="contained"
              startIcon={<AddIcon />}
            >
              Add product
            </Button>
          </>
        }
      />
      <Box
        component="search"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr' },
          gap: 2,
          mb: 2,
        }}
      >
        <TextField
          label="Search products"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 200 },
          }}
        />
        <TextField
          select
          label="Category"
          slotProps={ALL_SHOWN}
          value={category ?? ''}
          onChange={(e) => update({ category: e.target.value, page: null })}
        >
          <MenuItem value="">All categories</MenuItem>
          {CATEGORY_OPTIONS.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Stock"
          slotProps={ALL_SHOWN}
          value={stock ?? ''}
          onChange={(e) => update({ stock: e.target.value, page: null })}
        >
          {STOCK_OPTIONS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Sort"
          value={sort}
          onChange={(e) =>
            update({ sort: e.target.value === 'price_low' ? null : e.target.value, page: null })
          }
        >
          {SORT_OPTIONS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <FailedPictures />
      {selected.size > 0 && (
        <BulkEditBar
          selectedCount={selected.size}
          matchingCount={data?.totalElements ?? selected.size}
          selection={(everyMatch) =>
            everyMatch ? { filter: { category, q, stock } } : { ids: [...selected] }
          }
          onDone={() => setSelected(new Set())}
        />
      )}
      <LoadError query={products} what="The products" />
      <ProductsTable
        page={data}
        loading={products.isPending}
        busy={products.isFetching}
        dim={products.isPlaceholderData}
        emptyTitle={filtered ? 'No product matches' : 'No products yet'}
        emptyAction={
          filtered ? (
            <Button
              onClick={() => {
                setSearch('');
                update({ q: null, category: null, stock: null, page: null });
              }}
            >
              Clear the filters
            </Button>
          ) : (
            <Button component={RouterLink} to="/admin/product/create">
              Add the first product
            </Button>
          )
        }
        onDelete={setDeleting}
        selection={selection}
      />
      <ListPagination paging={paging} data={data} label="Products per page" />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this product?"
        confirmLabel="Delete product"
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      >
        <strong>{deleting?.title}</strong> leaves the shop and every cart. Orders already placed keep their
        copy of it.
      </ConfirmDialog>
    </>
  );
}
