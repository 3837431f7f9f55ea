import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type AdminReturnReply, orderNumber } from '@shop/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { formatDateTime } from '../../shared/adminFormat.ts';
import { type ReturnStep, useReturnStep } from '../orderDetailApi.ts';
import { RefundReturnDialog } from './RefundReturnDialog.tsx';
import { RejectReturnDialog } from './RejectReturnDialog.tsx';

const CONFIRM: Record<'approve' | 'receive', { title: string; text: string; label: string }> = {
  approve: {
    title: 'Approve this return?',
    text: 'The customer is mailed that a pickup is being arranged. Nothing is refunded until the items arrive.',
    label: 'Approve return',
  },
  receive: {
    title: 'Mark the items received?',
    text: 'The returned units go back into stock. The refund is the next step.',
    label: 'Mark received',
  },
};

/** What happened so far, on one line: when each step was taken, the refund's state and the credit note. */
function Done({ ret }: { ret: AdminReturnReply }) {
  const parts = [
    ret.decidedAt &&
      `${ret.status === 'REJECTED' ? 'rejected' : 'approved'} ${formatDateTime(ret.decidedAt)}`,
    ret.receivedAt && `received ${formatDateTime(ret.receivedAt)}`,
    ret.refundedAt && `refunded ${formatDateTime(ret.refundedAt)}`,
    ret.refundStatus && `gateway ${ret.refundStatus.toLowerCase()}`,
    ret.payoutReference && `ref. ${ret.payoutReference}`,
    ret.creditNote && `credit note ${ret.creditNote.number}`,
    ret.rejectReason,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Typography
      variant="caption"
      sx={{
        color: 'text.secondary',
        display: 'block',
      }}
    >
      {parts.join(' · ')}
    </Typography>
  );
}

/**
 * The next step of a return, each behind a confirmation: Approve (pickup) or Reject while requested; Mark
 * received or Reject once approved; Refund once received (its dialog says how much and where).
 */
export function ReturnActions({ ret }: { ret: AdminReturnReply }) {
  const step = useReturnStep();
  const [confirming, setConfirming] = useState<'approve' | 'receive' | null>(null);
  const [refunding, setRefunding] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const label = `return for order ${orderNumber(ret.orderId)}`;
  const run = (which: ReturnStep) =>
    step.mutate({ returnId: ret._id, step: which }, { onSettled: () => setConfirming(null) });
  const canReject = ret.status === 'REQUESTED' || ret.status === 'APPROVED';
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {ret.status === 'REQUESTED' && (
          <Button
            size="small"
            variant="contained"
            onClick={() => setConfirming('approve')}
            aria-label={`Approve ${label}`}
          >
            Approve
          </Button>
        )}
        {ret.status === 'APPROVED' && (
          <Button
            size="small"
            variant="contained"
            onClick={() => setConfirming('receive')}
            aria-label={`Mark items received, ${label}`}
          >
            Items received
          </Button>
        )}
        {ret.status === 'RECEIVED' && ret.refundAmount > 0 && (
          <Button
            size="small"
            variant="contained"
            onClick={() => setRefunding(true)}
            aria-label={`Refund ${label}`}
          >
            Refund
          </Button>
        )}
        {canReject && (
          <Button
            size="small"
            color="error"
            onClick={() => setRejecting(true)}
            aria-label={`Reject ${label}`}
          >
            Reject
          </Button>
        )}
      </Box>
      <Done ret={ret} />
      {step.isError && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
          {errorMessage(step.error)}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? CONFIRM[confirming].title : ''}
        confirmLabel={confirming ? CONFIRM[confirming].label : ''}
        busy={step.isPending}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
      >
        {confirming ? CONFIRM[confirming].text : ''}
      </ConfirmDialog>
      <RefundReturnDialog ret={refunding ? ret : null} onClose={() => setRefunding(false)} />
      <RejectReturnDialog ret={rejecting ? ret : null} onClose={() => setRejecting(false)} />
    </Box>
  );
}
