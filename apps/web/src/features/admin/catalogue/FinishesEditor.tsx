import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminProduct, FinishesReply } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { ADMIN_KEY } from '../shared/adminApi.ts';

interface Row {
  productId: string;
  label: string;
  color: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The finishes of this product's design (issue 45): other products linked as the same piece in another metal or
 * plating, each with the label and swatch colour shoppers see. Saved with PUT …/finishes, apart from the form.
 */
export function FinishesEditor({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const start: Row[] =
    product.finishes.length > 0
      ? product.finishes.map((f) => ({ productId: f.productId, label: f.label, color: f.color }))
      : [{ productId: product._id, label: '', color: '#d4af37' }];
  const [rows, setRows] = useState<Row[]>(start);
  const [adding, setAdding] = useState('');
  const save = useMutation({
    mutationFn: () =>
      api<FinishesReply>(`/api/admin/products/${product._id}/finishes`, {
        method: 'PUT',
        body: {
          productIds: rows.map((r) => r.productId),
          labels: Object.fromEntries(
            rows.filter((r) => r.label.trim()).map((r) => [r.productId, r.label.trim()]),
          ),
          colors: Object.fromEntries(rows.map((r) => [r.productId, r.color])),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
  const change = (index: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const add = () => {
    const id = adding.trim();
    if (!UUID.test(id) || rows.some((r) => r.productId === id)) return;
    setRows((all) => [...all, { productId: id, label: '', color: '#c0c0c0' }]);
    setAdding('');
  };
  return (
    <Paper component="section" variant="outlined" aria-labelledby="finishes-title" sx={{ p: 2.5, mt: 3 }}>
      <Typography id="finishes-title" variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
        Finishes of this design
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mb: 2,
        }}
      >
        Link the same piece in other metals or platings (each stays its own product, stock and pictures).
        Shoppers switch between them with swatches. One product alone is no design.
      </Typography>
      {rows.map((row, index) => (
        <Box
          key={row.productId}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            label={row.productId === product._id ? 'This product' : `Product ${row.productId.slice(0, 8)}…`}
            value={row.label}
            placeholder="e.g. Gold plated"
            onChange={(event) => change(index, { label: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <TextField
            size="small"
            type="color"
            label="Swatch"
            value={row.color}
            onChange={(event) => change(index, { color: event.target.value })}
            sx={{ width: 90 }}
          />
          {row.productId !== product._id && (
            <IconButton
              aria-label="Remove this finish"
              onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
            >
              <CloseIcon />
            </IconButton>
          )}
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Product id to add"
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <Button onClick={add}>Add</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
          Save finishes
        </Button>
      </Box>
      {save.isError && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert">
          {errorMessage(save.error)}
        </Typography>
      )}
      {save.isSuccess && (
        <Typography variant="body2" sx={{ mt: 1 }} role="status">
          Finishes saved.
        </Typography>
      )}
    </Paper>
  );
}
