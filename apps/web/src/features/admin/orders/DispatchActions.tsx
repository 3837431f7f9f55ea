import DownloadIcon from '@mui/icons-material/Download';
import LocalPrintshopOutlinedIcon from '@mui/icons-material/LocalPrintshopOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { orderNumber } from '@shop/contracts';
import { useState } from 'react';
import { useNotify } from '../../../components/Notifier.tsx';
import { withQuery } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { ORDER_STATUS_WORDS } from '../../../lib/orderStatusWords.ts';
import type { AdminOrder } from '../shared/adminApi.ts';

const READY = new Set(['PLACED', 'CONFIRMED']);
const isoDay = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The orders page's dispatch tools: packing slips and labels for chosen orders, and the orders as CSV. */
export function DispatchActions({ orders }: { orders: AdminOrder[] }) {
  const [open, setOpen] = useState<'slips' | 'csv' | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setOpen(null);
    } catch (error) {
      notify({ message: errorMessage(error, 'That did not work. Please try again.'), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LocalPrintshopOutlinedIcon />}
        onClick={() => {
          setChosen(new Set(orders.filter((o) => READY.has(o.orderStatus)).map((o) => o._id)));
          setOpen('slips');
        }}
      >
        Packing slips
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen('csv')}>
        Export CSV
      </Button>
      <Dialog open={open === 'slips'} onClose={() => setOpen(null)} fullWidth maxWidth="sm">
        <DialogTitle>Packing slips and labels</DialogTitle>
        <DialogContent>
          <Typography
            sx={{
              color: 'text.secondary',
              mb: 1,
            }}
          >
            One page per order: the slip (no prices) and its address label. Orders ready to pack are ticked.
          </Typography>
          {orders.length === 0 && <Typography>No orders on this page.</Typography>}
          <Box sx={{ display: 'grid' }}>
            {orders.map((o) => (
              <FormControlLabel
                key={o._id}
                control={
                  <Checkbox
                    checked={chosen.has(o._id)}
                    onChange={() => {
                      const next = new Set(chosen);
                      if (!next.delete(o._id)) next.add(o._id);
                      setChosen(next);
                    }}
                  />
                }
                label={`${orderNumber(o._id)} · ${o.shippingAddress.firstName} ${o.shippingAddress.lastName} · ${ORDER_STATUS_WORDS[o.orderStatus] ?? o.orderStatus}`}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={chosen.size === 0 || busy}
            onClick={() =>
              run(() =>
                downloadFile('/api/admin/orders/packing-slips', 'packing-slips.pdf', {
                  post: { ids: [...chosen] },
                  failure: 'The PDF could not be made',
                }),
              )
            }
          >
            Print {chosen.size} as PDF
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={open === 'csv'} onClose={() => setOpen(null)} fullWidth maxWidth="xs">
        <DialogTitle>Export orders as CSV</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label="From"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!from || !to || from > to || busy}
            onClick={() =>
              run(() => downloadFile(withQuery('/api/admin/orders/export.csv', { from, to }), 'orders.csv'))
            }
          >
            Download
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
