import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Product } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * For a line being returned: a refund, or the same piece in another size (only sizes in stock are offered; the
 * shop holds the size as soon as the return is asked for).
 */
export function ExchangeSizeField({
  productId,
  size,
  value,
  onChange,
}: {
  productId: string;
  size: string;
  value: string;
  onChange: (next: string) => void;
}) {
  const product = useQuery({
    queryKey: ['product', productId],
    queryFn: ({ signal }) => api<Product>(`/api/products/id/${encodeURIComponent(productId)}`, { signal }),
  });
  const others = (product.data?.sizes ?? []).filter((s) => s.name !== size);
  return (
    <TextField
      select
      size="small"
      label="Refund or exchange"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={others.length === 0 ? 'No other size to exchange for' : undefined}
    >
      <MenuItem value="">Refund</MenuItem>
      {others.map((s) => (
        <MenuItem key={s.name} value={s.name} disabled={s.quantity < 1}>
          Exchange for size {s.name}
          {s.quantity < 1 ? ' (sold out)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
