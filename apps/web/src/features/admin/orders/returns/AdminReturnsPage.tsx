import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { orderNumber, RETURN_STATUSES, type ReturnStatus } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '../../../../lib/money.ts';
import { paymentShare, walletSharesText } from '../../../../lib/refundShares.ts';
import { AdminListTable } from '../../shared/AdminListTable.tsx';
import { formatDateTime } from '../../shared/adminFormat.ts';
import { figures } from '../../shared/HeadRow.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { usePagedParams } from '../../shared/pagedParams.ts';
import { ReturnActions } from './ReturnActions.tsx';
import { payoutText, RETURN_LOOK } from './returnLook.ts';
import { useAdminReturns } from './returnsApi.ts';

const PAGE_SIZES = [20, 50, 100];
const DEFAULT_SIZE = 20;
/** On a phone the date goes under the order and the customer column is left out, so the next step stays near. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * /admin/returns: customers' returns, newest first, each with its next step: approve (pickup), mark the items
 * received (restock), refund (credit note; a cash order's payout with its reference), or reject with a reason.
 */
export function AdminReturnsPage() {
  const paging = usePagedParams(PAGE_SIZES, DEFAULT_SIZE);
  const { params, page, pageSize, update } = paging;
  const statusParam = params.get('status') ?? '';
  const status = (RETURN_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as ReturnStatus)
    : '';
  const returns = useAdminReturns(status, page, pageSize);

  return (
    <>
      <PageHeader
        title="Returns"
        subtitle="Items customers send back: approve to arrange a pickup, mark them received when they arrive (they go back into stock), then refund what was paid for them with a credit note."
      />
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(event) => update({ status: event.target.value, page: null })}
        sx={{ mb: 2, minWidth: 180 }}
      >
        <MenuItem value="">All</MenuItem>
        {RETURN_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {RETURN_LOOK[s].label}
          </MenuItem>
        ))}
      </TextField>
      <AdminListTable
        query={returns}
        label="Returns"
        what="Returns"
        minWidth={{ xs: 600, md: 900 }}
        headings={[
          { label: 'Asked', sx: WIDE_ONLY },
          'Order',
          { label: 'Customer', sx: WIDE_ONLY },
          'Items and reason',
          figures('Refund'),
          'Status',
          'Next step',
        ]}
        rowHeight={56}
        empty={{ title: 'No returns', text: 'Returns customers ask for after delivery appear here.' }}
        paging={paging}
        perPageLabel="Returns per page"
      >
        {(ret) => (
          <TableRow key={ret._id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY }}>{formatDateTime(ret.createdAt)}</TableCell>
            <TableCell>
              <Link component={RouterLink} to={`/admin/orders/${ret.orderId}`} sx={{ whiteSpace: 'nowrap' }}>
                {orderNumber(ret.orderId)}
              </Link>
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                  display: { xs: 'block', md: 'none' },
                }}
              >
                {formatDateTime(ret.createdAt)}
                <br />
                {ret.customer.firstName} {ret.customer.lastName}
              </Typography>
            </TableCell>
            <TableCell sx={WIDE_ONLY}>
              {ret.customer.firstName} {ret.customer.lastName}
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                  display: 'block',
                }}
              >
                {ret.customer.email}
              </Typography>
            </TableCell>
            <TableCell sx={{ maxWidth: 320 }}>
              {ret.items.map((item) => (
                <Typography key={item.itemId} variant="body2">
                  {item.quantity} × {item.title} ({item.size})
                  {item.exchangeSize ? ` → exchange for ${item.exchangeSize} (held)` : ''}
                </Typography>
              ))}
              {ret.replacementOrderId && (
                <Typography variant="caption" sx={{ display: 'block' }}>
                  Replacement:{' '}
                  <RouterLink to={`/admin/orders/${ret.replacementOrderId}`}>₹0 order to pack</RouterLink>
                </Typography>
              )}
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                }}
              >
                “{ret.reason}”
              </Typography>
              {payoutText(ret) && (
                <Typography variant="caption" sx={{ display: 'block' }}>
                  Refund to {payoutText(ret)}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">
              {formatRupees(ret.refundAmount)}
              {walletSharesText(ret) && (
                <Typography
                  variant="caption"
                  sx={{
                    color: 'text.secondary',
                    display: 'block',
                  }}
                >
                  {formatRupees(paymentShare(ret))} to pay; {walletSharesText(ret)}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                label={RETURN_LOOK[ret.status].label}
                sx={{ bgcolor: RETURN_LOOK[ret.status].bg, color: RETURN_LOOK[ret.status].fg }}
              />
            </TableCell>
            <TableCell sx={{ minWidth: 180 }}>
              <ReturnActions ret={ret} />
            </TableCell>
          </TableRow>
        )}
      </AdminListTable>
    </>
  );
}
