import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { orderNumber } from '@shop/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { errorMessage } from '../../../../lib/errors.ts';
import type { AdminOrder } from '../../shared/adminApi.ts';
import { useLabelableBookings, usePrintShiprocketLabels, useShippingProvider } from './shippingApi.ts';

/**
 * The orders page's "Shiprocket labels" (SHIPPING_PROVIDER=shiprocket): every order booked with Shiprocket and
 * still on its way, from any page of the list (those on this page ticked first), becomes one label PDF that
 * Shiprocket makes; the admin opens it from the link. Orders shipped by hand have no Shiprocket label and are
 * never listed.
 */
export function ShiprocketLabels({ orders }: { orders: AdminOrder[] }) {
  const provider = useShippingProvider();
  const print = usePrintShiprocketLabels();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const bookings = useLabelableBookings(open);
  const onPage = new Set(orders.map((o) => o._id));
  const pageKey = orders.map((o) => o._id).join();
  const onPageIds = useMemo(() => new Set(pageKey.split(',')), [pageKey]);
  const listed = bookings.data ?? [];
  // Once the list arrives, the booked orders of this page start ticked.
  useEffect(() => {
    if (bookings.data && open)
      setChosen(new Set(bookings.data.filter((b) => onPageIds.has(b.orderId)).map((b) => b.orderId)));
  }, [bookings.data, open, onPageIds]);
  if (provider.data?.provider !== 'shiprocket') return null;
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    setChosen(next);
    print.reset();
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LocalShippingOutlinedIcon />}
        onClick={() => {
          setChosen(new Set());
          print.reset();
          setOpen(true);
        }}
      >
        Shiprocket labels
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Shiprocket labels</DialogTitle>
        <DialogContent>
          <Typography
            sx={{
              color: 'text.secondary',
              mb: 1,
            }}
          >
            The labels of the ticked orders, one after another in one PDF, ready to print.
          </Typography>
          {bookings.isPending && <Typography>Finding the booked orders…</Typography>}
          {bookings.isError && (
            <Alert severity="error">
              {errorMessage(bookings.error, 'The booked orders could not be listed.')}
            </Alert>
          )}
          {bookings.isSuccess && listed.length === 0 && (
            <Typography>No order booked with Shiprocket is waiting for its label.</Typography>
          )}
          {listed.length > 1 && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" onClick={() => setChosen(new Set(listed.map((b) => b.orderId)))}>
                Tick all {listed.length}
              </Button>
              <Button size="small" onClick={() => setChosen(new Set())}>
                Untick all
              </Button>
            </Box>
          )}
          <Box sx={{ display: 'grid', maxHeight: 360, overflowY: 'auto' }}>
            {listed.map((b) => (
              <FormControlLabel
                key={b.orderId}
                control={<Checkbox checked={chosen.has(b.orderId)} onChange={() => toggle(b.orderId)} />}
                label={`${orderNumber(b.orderId)} · ${b.firstName} ${b.lastName} · ${b.courier ?? 'courier'} · AWB ${b.awb ?? '?'}${onPage.has(b.orderId) ? '' : ' (another page)'}`}
              />
            ))}
          </Box>
          {print.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessage(print.error, 'Shiprocket could not make the labels. Please try again.')}
            </Alert>
          )}
          {print.data && (
            <Alert severity="success" sx={{ mt: 1 }}>
              The labels are ready:{' '}
              <a href={print.data.labelUrl} target="_blank" rel="noopener noreferrer">
                open the labels PDF
              </a>
              .
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
          <Button
            variant="contained"
            disabled={chosen.size === 0 || print.isPending}
            onClick={() => print.mutate([...chosen])}
          >
            {print.isPending
              ? 'Making the PDF…'
              : `Print ${chosen.size} ${chosen.size === 1 ? 'label' : 'labels'}`}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
