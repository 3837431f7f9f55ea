import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { canArchive, formatRupees, type OrderStatus, orderNumber } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { TaxDocumentLinks } from '../../../components/TaxDocumentLinks.tsx';
import type { AdminOrder, OrderMove } from '../shared/adminApi.ts';
import { formatDateTime, isReplacedCheckout } from '../shared/adminFormat.ts';
import { TableFrame } from '../shared/TableFrame.tsx';
import { EmptyRow, SkeletonRows } from '../shared/TableStates.tsx';
import { OrderThumbs } from './OrderThumbs.tsx';
import { StatusMenu } from './StatusMenu.tsx';

export interface OrderActions {
  busyId: string | null;
  onMove: (order: AdminOrder, move: OrderMove) => void;
  onDelete: (order: AdminOrder) => void;
  onCollect?: (order: AdminOrder) => void;
}

/** A cash-on-delivery order: whether its cash is still due or collected. */
function CodBadge({ order }: { order: AdminOrder }) {
  if (order.paymentDetails.method !== 'COD') return null;
  const due = order.paymentDetails.status === 'DUE';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={due ? 'warning' : 'success'}
      label={due ? 'COD · cash due' : order.paymentDetails.status === 'PAID' ? 'COD · collected' : 'COD'}
      sx={{ mt: 0.5 }}
    />
  );
}

function orderTitle(order: AdminOrder): string {
  const first = order.orderItems[0]?.product.title ?? 'Order';
  const more = order.orderItems.length - 1;
  return more > 0 ? `${first} and ${more} more` : first;
}

/**
 * Delete (archive). A paid order still on its way cannot be deleted until it is delivered or cancelled: the
 * button is then disabled, and its title says why.
 */
function DeleteButton({ order, actions }: { order: AdminOrder; actions: OrderActions }) {
  const allowed = canArchive(order.orderStatus as OrderStatus);
  const why = 'Deliver or cancel this paid order before deleting it';
  return (
    <Box component="span" title={allowed ? undefined : why} sx={{ display: 'inline-flex' }}>
      <IconButton
        aria-label={`Delete order ${orderNumber(order._id)}`}
        aria-description={allowed ? undefined : why}
        onClick={() => actions.onDelete(order)}
        disabled={!allowed || actions.busyId === order._id}
        sx={{ color: 'error.main' }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}

/** The STATUS menu and, for a delivered COD order whose cash is due, "Mark cash collected". */
function OrderMoves({ order, actions }: { order: AdminOrder; actions: OrderActions }) {
  return (
    <>
      <StatusMenu order={order} busy={actions.busyId === order._id} onMove={actions.onMove} />
      {actions.onCollect &&
        order.paymentDetails.method === 'COD' &&
        order.paymentDetails.status === 'DUE' &&
        order.orderStatus === 'DELIVERED' && (
          <Button
            size="small"
            variant="outlined"
            sx={{ mt: 1, display: 'block' }}
            disabled={actions.busyId === order._id}
            onClick={() => actions.onCollect?.(order)}
          >
            Mark cash collected
          </Button>
        )}
    </>
  );
}

/** Columns a phone leaves out of the Orders page, so the order id and its status menu stay in view together. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * All Orders: Image, Title, Order ID, Price, Status (the dashboard's read-only table, docs/product.md §2), plus the
 * customer, Update Status and Action columns when `actions` is given (the Orders page). The order id opens the
 * order's page. On a phone the Orders page drops the picture and customer columns and puts the status menu
 * under its order's id, so an owner never changes the wrong order.
 */
export function OrdersTable({
  orders,
  loading,
  label,
  actions,
  empty,
  busy = false,
  dim = false,
}: {
  orders: AdminOrder[] | undefined;
  loading: boolean;
  label: string;
  actions?: OrderActions;
  empty: ReactNode;
  busy?: boolean;
  dim?: boolean;
}) {
  const columns = actions ? 8 : 5;
  return (
    <TableFrame label={label} busy={busy} dim={dim}>
      <Table aria-label={label} sx={{ minWidth: actions ? { xs: 560, md: 980 } : 640 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={actions ? WIDE_ONLY : undefined}>Image</TableCell>
            <TableCell>Title</TableCell>
            {actions && <TableCell sx={WIDE_ONLY}>Customer</TableCell>}
            <TableCell>Order ID</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell>Status</TableCell>
            {actions && <TableCell sx={WIDE_ONLY}>AWB</TableCell>}
            {actions && <TableCell sx={WIDE_ONLY}>Update Status</TableCell>}
            {actions && <TableCell align="center">Action</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && !orders ? (
            <SkeletonRows columns={columns} />
          ) : !orders || orders.length === 0 ? (
            <EmptyRow columns={columns} title="No orders here">
              {empty}
            </EmptyRow>
          ) : (
            orders.map((order) => (
              <TableRow key={order._id} hover data-order-id={order._id}>
                <TableCell sx={{ width: '1%', py: 1, ...(actions ? WIDE_ONLY : {}) }}>
                  <OrderThumbs order={order} />
                </TableCell>
                <TableCell sx={{ maxWidth: 280 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {orderTitle(order)}
                  </Typography>
                  <Typography
                    variant="caption"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    {formatDateTime(order.orderDate ?? order.createdAt)} · {order.totalItem} item
                    {order.totalItem === 1 ? '' : 's'}
                  </Typography>
                </TableCell>
                {actions && (
                  <TableCell sx={{ maxWidth: 220, ...WIDE_ONLY }}>
                    <Typography variant="body2">
                      {order.user.firstName} {order.user.lastName}
                    </Typography>
                    <Typography
                      variant="caption"
                      sx={{
                        color: 'text.secondary',
                        wordBreak: 'break-all',
                      }}
                    >
                      {order.user.email}
                    </Typography>
                  </TableCell>
                )}
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`/admin/orders/${order._id}`}
                    title={`Open order ${orderNumber(order._id)}`}
                    sx={{ fontFamily: 'monospace', fontSize: 13, whiteSpace: 'nowrap' }}
                  >
                    {orderNumber(order._id)}
                  </Link>
                  {actions && (
                    <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 1 }}>
                      <OrderMoves order={order} actions={actions} />
                    </Box>
                  )}
                  {actions && order.invoice ? (
                    <Box sx={{ mt: 1 }}>
                      <TaxDocumentLinks
                        orderId={order._id}
                        invoice={order.invoice}
                        creditNote={order.creditNote}
                        compact
                      />
                    </Box>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatRupees(order.totalPayable)}
                  {order.coupon && (
                    <Typography
                      variant="caption"
                      sx={{
                        color: 'success.main',
                        display: 'block',
                      }}
                    >
                      {order.coupon.code} −{formatRupees(order.coupon.discount)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
                    <StatusChip status={isReplacedCheckout(order) ? 'REPLACED' : order.orderStatus} />
                    <CodBadge order={order} />
                  </Box>
                </TableCell>
                {actions && (
                  <TableCell sx={{ ...WIDE_ONLY, fontFamily: 'monospace', fontSize: 13 }}>
                    {order.shipment?.trackingNumber ?? '—'}
                  </TableCell>
                )}
                {actions && (
                  <TableCell sx={WIDE_ONLY}>
                    <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                      <OrderMoves order={order} actions={actions} />
                    </Box>
                  </TableCell>
                )}
                {actions && (
                  <TableCell align="center">
                    <DeleteButton order={order} actions={actions} />
                  </TableCell>
                )}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
