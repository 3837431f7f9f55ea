import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/contracts';
import { type AdminProduct, type AdminProductPage, formatRupees } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { categoryLabel, colorLabel, formatCount } from '../shared/adminFormat.ts';
import { TableFrame } from '../shared/TableFrame.tsx';
import { EmptyRow, SkeletonRows } from '../shared/TableStates.tsx';

const COLUMNS = 8;

/** Rows picked for a bulk edit. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle(id: string): void;
  setPage(ids: string[], on: boolean): void;
}

function ProductRow({
  product,
  onDelete,
  selection,
}: {
  product: AdminProduct;
  onDelete: (p: Product) => void;
  selection: RowSelection;
}) {
  const checked = selection.selected.has(product._id);
  return (
    <TableRow hover data-product-id={product._id} selected={checked}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={checked}
          onChange={() => selection.toggle(product._id)}
          slotProps={{ input: { 'aria-label': `Select ${product.title}` } }}
        />
      </TableCell>
      <TableCell sx={{ width: 72, py: 1 }}>
        <ProductImage
          src={product.Image}
          alt={product.title}
          sizes="52px"
          sx={{ width: 52, borderRadius: 1 }}
        />
      </TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {product.title}
          {!product.listed && (
            <Chip
              size="small"
              label="Unlisted"
              title="Hidden from the shop: a bulk edit can list it again"
              sx={{ ml: 1, bgcolor: 'grey.200', color: 'text.secondary' }}
            />
          )}
        </Typography>
        <Typography
          variant="caption"
          sx={{
            color: 'text.secondary',
          }}
        >
          {colorLabel(product.color)} · sizes{' '}
          {product.sizes.map((s) => s.name.toUpperCase()).join(', ') || 'none'}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{categoryLabel(product.category.name)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {formatRupees(product.discountedPrice)}
        </Box>
        {product.price > product.discountedPrice && (
          <Typography
            variant="caption"
            component="div"
            sx={{
              color: 'text.secondary',
            }}
          >
            <s>{formatRupees(product.price)}</s> · {product.discountPercent}% off
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        {product.quantity > 0 ? (
          formatCount(product.quantity)
        ) : (
          <Chip size="small" label="Sold out" sx={{ bgcolor: '#f7e4e2', color: '#8c1d18' }} />
        )}
      </TableCell>
      <TableCell align="center">
        <IconButton
          component={RouterLink}
          to={`/admin/product/${product._id}/edit`}
          aria-label={`Edit ${product.title}`}
        >
          <EditOutlinedIcon />
        </IconButton>
      </TableCell>
      <TableCell align="center">
        <IconButton
          aria-label={`Delete ${product.title}`}
          onClick={() => onDelete(product)}
          sx={{ color: 'error.main' }}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

/** All Products (docs/product.md §2): Image, Title, Category, Price, Quantity, Delete, and an Edit link per row; a checkbox per row for bulk edits. */
export function ProductsTable({
  page,
  loading,
  busy,
  dim,
  emptyTitle,
  emptyAction,
  onDelete,
  selection,
}: {
  page: AdminProductPage | undefined;
  loading: boolean;
  busy: boolean;
  dim: boolean;
  emptyTitle: string;
  emptyAction: ReactNode;
  onDelete: (product: Product) => void;
  selection: RowSelection;
}) {
  const ids = page?.content.map((p) => p._id) ?? [];
  const picked = ids.filter((id) => selection.selected.has(id)).length;
  return (
    <TableFrame label="All products" busy={busy} dim={dim}>
      <Table aria-label="All products" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={ids.length > 0 && picked === ids.length}
                indeterminate={picked > 0 && picked < ids.length}
                disabled={ids.length === 0}
                onChange={(event) => selection.setPage(ids, event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select every product on this page' } }}
              />
            </TableCell>
            <TableCell>Image</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Category</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="center">Edit</TableCell>
            <TableCell align="center">Delete</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && !page ? (
            <SkeletonRows columns={COLUMNS} rows={8} height={68} />
          ) : !page || page.content.length === 0 ? (
            <EmptyRow columns={COLUMNS} title={emptyTitle}>
              {emptyAction}
            </EmptyRow>
          ) : (
            page.content.map((product) => (
              <ProductRow key={product._id} product={product} onDelete={onDelete} selection={selection} />
            ))
          )}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
