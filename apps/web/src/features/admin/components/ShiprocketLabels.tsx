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
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import type { AdminOrder } from '../adminApi.ts';
import { usePrintShiprocketLabels, useShippingProvider } from '../shippingApi.ts';

/**
 * The orders page's "Shiprocket labels" (SHIPPING_PROVIDER=shiprocket): the shipped orders on the page, ticked,
 * become one label PDF that Shiprocket makes; the admin opens it from the link. Orders shipped by hand have no
 * Shiprocket label, and Shiprocket's or our refusal names them.
 */
export function ShiprocketLabels({ orders }: { orders: AdminOrder[] }) {
  const provider = useShippingProvider();
  const print = usePrintShiprocketLabels();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  if (provider.data?.provider !== 'shiprocket') return null;
  const shipped = orders.filter((o) => o.orderStatus === 'SHIPPED');
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
          setChosen(new Set(shipped.map((o) => o._id)));
          print.reset();
          setOpen(true);
        }}
      >
        Shiprocket labels
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Shiprocket labels</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            The labels of the ticked orders, one after another in one PDF, ready to print.
          </Typography>
          {shipped.length === 0 && <Typography>No shipped orders on this page.</Typography>}
          <Box sx={{ display: 'grid' }}>
            {shipped.map((o) => (
              <FormControlLabel
                key={o._id}
                control={<Checkbox checked={chosen.has(o._id)} onChange={() => toggle(o._id)} />}
                label={`${orderNumber(o._id)} · ${o.shippingAddress.firstName} ${o.shippingAddress.lastName}${o.shipment?.courier ? ` · ${o.shipment.courier}` : ''}`}
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
