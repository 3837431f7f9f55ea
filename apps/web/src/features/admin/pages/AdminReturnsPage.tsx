import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminReturnReply, orderNumber, RETURN_STATUSES, type ReturnStatus } from '@shop/contracts';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { formatRupees } from '../../../lib/money.ts';
import { useAdminReturns, useDecideReturn } from '../adminApi.ts';
import { formatDateTime } from '../adminFormat.ts';
import { AdminListTable } from '../components/AdminListTable.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { usePagedParams } from '../pagedParams.ts';

const PAGE_SIZES = [20, 50, 100];
const DEFAULT_SIZE = 20;
const COLUMNS = 7;

const STATUS_LOOK: Record<ReturnStatus, { label: string; bg: string; fg: string }> = {
  REQUESTED: { label: 'Requested', bg: '#fdf0d5', fg: '#6b4a00' },
  APPROVED: { label: 'Approved', bg: '#e3f1e4', fg: '#1f5a23' },
  REJECTED: { label: 'Rejected', bg: '#f6e1e1', fg: '#7a1f1f' },
};

function RejectDialog({ ret, onClose }: { ret: AdminReturnReply | null; onClose: () => void }) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const decide = useDecideReturn();
  const close = () => {
    setReason('');
    decide.reset();
    onClose();
  };
  return (
    <Dialog open={ret !== null} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ret) decide.mutate({ returnId: ret._id, reject: { reason } }, { onSuccess: close });
        }}
      >
        <DialogTitle id={titleId}>Reject return for order {ret ? orderNumber(ret.orderId) : ''}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The customer is sent this reason by mail.
          </Typography>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500, minLength: 3 } }}
          />
          {decide.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(decide.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={decide.isPending}>
            Reject return
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function Decision({ ret, onReject }: { ret: AdminReturnReply; onReject: () => void }) {
  const decide = useDecideReturn();
  if (ret.status !== 'REQUESTED')
    return (
      <Typography variant="body2" color="text.secondary">
        {ret.decidedAt ? formatDateTime(ret.decidedAt) : ''}
        {ret.rejectReason ? ` · ${ret.rejectReason}` : ''}
        {ret.refundStatus ? ` · refund ${ret.refundStatus.toLowerCase()}` : ''}
      </Typography>
    );
  return (
    <>
      <Button
        size="small"
        variant="contained"
        disabled={decide.isPending}
        onClick={() => decide.mutate({ returnId: ret._id })}
      >
        Approve
      </Button>{' '}
      <Button size="small" color="error" disabled={decide.isPending} onClick={onReject}>
        Reject
      </Button>
      {decide.isError && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
          {errorMessage(decide.error)}
        </Typography>
      )}
    </>
  );
}

/** /admin/returns: customers' returns, newest first; approve (refund and restock) or reject with a reason. */
export function AdminReturnsPage() {
  const paging = usePagedParams(PAGE_SIZES, DEFAULT_SIZE);
  const { params, page, pageSize, update } = paging;
  const statusParam = params.get('status') ?? '';
  const status = (RETURN_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as ReturnStatus)
    : '';
  const returns = useAdminReturns(status, page, pageSize);
  const [rejecting, setRejecting] = useState<AdminReturnReply | null>(null);

  return (
    <>
      <PageHeader
        title="Returns"
        subtitle="Items customers want to send back. Approving refunds what they paid for them and restocks them."
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
            {STATUS_LOOK[s].label}
          </MenuItem>
        ))}
      </TextField>
      <AdminListTable
        query={returns}
        label="Returns"
        what="Returns"
        minWidth={900}
        columns={COLUMNS}
        head={
          <>
            <TableCell>Asked</TableCell>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Items and reason</TableCell>
            <TableCell align="right">Refund</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Decision</TableCell>
          </>
        }
        rowHeight={56}
        empty={{ title: 'No returns', text: 'Returns customers ask for after delivery appear here.' }}
        paging={paging}
        perPageLabel="Returns per page"
      >
        {(ret) => (
          <TableRow key={ret._id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(ret.createdAt)}</TableCell>
            <TableCell>{orderNumber(ret.orderId)}</TableCell>
            <TableCell>
              {ret.customer.firstName} {ret.customer.lastName}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {ret.customer.email}
              </Typography>
            </TableCell>
            <TableCell sx={{ maxWidth: 320 }}>
              {ret.items.map((item) => (
                <Typography key={item.itemId} variant="body2">
                  {item.quantity} × {item.title} ({item.size})
                </Typography>
              ))}
              <Typography variant="caption" color="text.secondary">
                “{ret.reason}”
              </Typography>
            </TableCell>
            <TableCell align="right">{formatRupees(ret.refundAmount)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                label={STATUS_LOOK[ret.status].label}
                sx={{ bgcolor: STATUS_LOOK[ret.status].bg, color: STATUS_LOOK[ret.status].fg }}
              />
            </TableCell>
            <TableCell>
              <Decision ret={ret} onReject={() => setRejecting(ret)} />
            </TableCell>
          </TableRow>
        )}
      </AdminListTable>
      <RejectDialog ret={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
