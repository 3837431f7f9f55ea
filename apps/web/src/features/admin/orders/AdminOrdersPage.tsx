import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { ORDER_STATUSES, orderNumber } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useNotify } from '../../../components/Notifier.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { ORDER_STATUS_WORDS } from '../../../lib/orderStatusWords.ts';
import { type AdminOrder, useAdminOrders, useAdminStats, useDeleteOrder } from '../shared/adminApi.ts';
import { PageHeader } from '../shared/PageHeader.tsx';
import { usePagedParams } from '../shared/pagedParams.ts';
import { LoadError } from '../shared/TableStates.tsx';
import { DispatchActions } from './DispatchActions.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { ShiprocketLabels } from './shipping/ShiprocketLabels.tsx';
import { useShippingProvider } from './shipping/shippingApi.ts';
import { useOrderActions } from './useOrderActions.tsx';

const STATUS_WORDS: Record<string, string> = {
  ...ORDER_STATUS_WORDS,
  PLACED: 'Placed (paid)',
  CANCELLED: 'Cancelled (and replaced checkouts)',
};
const PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_SIZE = 25;

/** /admin/orders: every order with its customer, status moves and delete; filter and page live in the URL. */
export function AdminOrdersPage() {
  const { params, page, pageSize, update } = usePagedParams(PAGE_SIZES, DEFAULT_SIZE);
  const status = ORDER_STATUSES.find((s) => s === params.get('status')?.toUpperCase());
  const bookingFailed = params.get('failed') === '1';
  const orders = useAdminOrders({ status, bookingFailed, pageNumber: page, pageSize });
  const provider = useShippingProvider();
  const stats = useAdminStats();
  const remove = useDeleteOrder();
  const notify = useNotify();
  const { busyId, onMove, onCollect, dialogs } = useOrderActions();
  const [deleting, setDeleting] = useState<AdminOrder | null>(null);

  const rows = orders.data;
  // A page emptied by a delete or a status change: step back to the last page that has orders.
  useEffect(() => {
    if (rows && rows.length === 0 && page > 0 && !orders.isFetching) update({ page: String(page - 1) });
  });

  const onDelete = async () => {
    if (!deleting) return;
    const order = deleting;
    try {
      await remove.mutateAsync(order._id);
      notify({ message: `Order ${orderNumber(order._id)} is deleted.`, severity: 'success' });
      setDeleting(null);
    } catch (error) {
      notify({
        message: errorMessage(error, 'The order could not be deleted. Please try again.'),
        severity: 'error',
      });
      setDeleting(null);
    }
  };

  // The list is a bare array with no total. The dashboard figures count orders by status (archived ones left
  // out, as here); without them, a full page may have a next one ("of more than …") and a short page is the last.
  const shown = page * pageSize + (rows?.length ?? 0);
  // Replaced checkouts are CANCELLED orders that the figures count apart from real cancellations.
  const counted = bookingFailed
    ? undefined
    : stats.data
      ? status
        ? stats.data.ordersByStatus[status] + (status === 'CANCELLED' ? stats.data.replacedCheckouts : 0)
        : Object.values(stats.data.ordersByStatus).reduce((a, b) => a + b, stats.data.replacedCheckouts)
      : undefined;
  const count =
    counted !== undefined ? Math.max(counted, shown) : rows && rows.length < pageSize ? shown : -1;

  return (
    <>
      <PageHeader
        title="All Orders"
        subtitle="Confirm, ship and deliver paid orders. Newest first."
        actions={
          <>
            <DispatchActions orders={rows ?? []} />
            <ShiprocketLabels orders={rows ?? []} />
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          label="Status"
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value || null, page: null })}
          sx={{ width: 220 }}
          fullWidth={false}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {ORDER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_WORDS[s]}
            </MenuItem>
          ))}
        </TextField>
        {provider.data?.provider === 'shiprocket' && (
          <FormControlLabel
            control={
              <Checkbox
                checked={bookingFailed}
                onChange={(event) => update({ failed: event.target.checked ? '1' : null, page: null })}
              />
            }
            label="Shiprocket booking failed"
          />
        )}
      </Box>
      <LoadError query={orders} what="The orders" />
      <OrdersTable
        orders={orders.isError ? [] : rows}
        loading={orders.isPending}
        label={status ? `${STATUS_WORDS[status]} orders` : 'All orders'}
        actions={{ busyId, onMove, onDelete: setDeleting, onCollect }}
        busy={orders.isFetching}
        dim={orders.isPlaceholderData}
        empty={
          status
            ? `No order is ${STATUS_WORDS[status]?.toLowerCase()} right now. Choose another status to see more.`
            : 'Orders appear here as soon as customers place them.'
        }
      />
      <TablePagination
        component="div"
        count={count}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => update({ page: String(next) })}
        onRowsPerPageChange={(event) => update({ size: event.target.value, page: null })}
        labelRowsPerPage="Orders per page"
      />
      {dialogs}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete order ${orderNumber(deleting._id)}?` : 'Delete order?'}
        confirmLabel="Delete order"
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting?.orderStatus === 'PENDING'
          ? 'This unpaid order is cancelled, its stock goes back on sale, and it leaves this list. '
          : 'The order leaves this list. '}
        It stays in the books for accounting.
      </ConfirmDialog>
    </>
  );
}
