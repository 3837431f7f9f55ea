import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CouponSummary } from '@shop/contracts';
import { formatRupees } from '@shop/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useNotify } from '../../../components/Notifier.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { AdminListTable } from '../shared/AdminListTable.tsx';
import { formatCount, formatDate } from '../shared/adminFormat.ts';
import { figures } from '../shared/HeadRow.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { usePagedParams } from '../shared/pagedParams.ts';
import { CouponFormDialog } from './CouponFormDialog.tsx';
import { useAdminCoupons, useDeactivateCoupon } from './couponsApi.ts';

const PAGE_SIZE = 20;

function offer(c: CouponSummary): string {
  const off = c.kind === 'percent' ? `${c.value}% off` : `${formatRupees(c.value)} off`;
  const cap = c.maxDiscount !== null ? ` (up to ${formatRupees(c.maxDiscount)})` : '';
  const min = c.minOrder > 0 ? ` on ${formatRupees(c.minOrder)}+` : '';
  return off + cap + min;
}

function rules(c: CouponSummary): string {
  const parts: string[] = [];
  if (c.startsAt) parts.push(`from ${formatDate(c.startsAt)}`);
  if (c.endsAt) parts.push(`until ${formatDate(c.endsAt)}`);
  if (c.perCustomerLimit !== null) parts.push(`${c.perCustomerLimit} per customer`);
  if (c.firstOrderOnly) parts.push('first order only');
  return parts.join(' · ') || 'No other limits';
}

/** /admin/coupons: every coupon with how often it was used and the revenue it brought; create, edit, deactivate. */
export function AdminCouponsPage() {
  const paging = usePagedParams([PAGE_SIZE], PAGE_SIZE);
  const coupons = useAdminCoupons(paging.page, paging.pageSize);
  const deactivate = useDeactivateCoupon();
  const notify = useNotify();
  const [editing, setEditing] = useState<CouponSummary | null | 'new'>(null);
  const [ending, setEnding] = useState<CouponSummary | null>(null);
  const data = coupons.data;

  const onDeactivate = async () => {
    if (!ending) return;
    try {
      await deactivate.mutateAsync(ending._id);
      notify({ message: `Coupon ${ending.code} is deactivated.`, severity: 'success' });
    } catch (error) {
      notify({ message: errorMessage(error, 'The coupon could not be deactivated.'), severity: 'error' });
    } finally {
      setEnding(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Coupons"
        subtitle={
          data
            ? `${formatCount(data.totalElements)} coupon${data.totalElements === 1 ? '' : 's'}, newest first.`
            : ' '
        }
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New coupon
          </Button>
        }
      />
      <AdminListTable
        query={coupons}
        label="Coupons"
        what="The coupons"
        minWidth={820}
        headings={[
          'Code',
          'Offer',
          'Rules',
          figures('Uses'),
          figures('Revenue'),
          'Status',
          { label: 'Actions', align: 'right' },
        ]}
        empty={{
          title: 'No coupons yet',
          text: 'Create one with New coupon; customers enter its code in the cart.',
        }}
        paging={paging}
        perPageLabel="Coupons per page"
      >
        {(c) => (
          <TableRow key={c._id} hover data-coupon={c.code}>
            <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{c.code}</TableCell>
            <TableCell>{offer(c)}</TableCell>
            <TableCell>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {rules(c)}
              </Typography>
            </TableCell>
            <TableCell align="right">
              {formatCount(c.timesUsed)}
              {c.usageLimit !== null ? ` / ${formatCount(c.usageLimit)}` : ''}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              {formatRupees(c.revenue)}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                label={c.active ? 'Active' : 'Inactive'}
                color={c.active ? 'success' : 'default'}
                variant="outlined"
              />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => setEditing(c)} aria-label={`Edit coupon ${c.code}`}>
                Edit
              </Button>
              {c.active && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => setEnding(c)}
                  aria-label={`Deactivate coupon ${c.code}`}
                >
                  Deactivate
                </Button>
              )}
            </TableCell>
          </TableRow>
        )}
      </AdminListTable>
      {editing !== null && (
        <CouponFormDialog
          coupon={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(code) => {
            notify({ message: `Coupon ${code} is saved.`, severity: 'success' });
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        title={`Deactivate coupon ${ending?.code ?? ''}?`}
        confirmLabel="Deactivate coupon"
        busy={deactivate.isPending}
        onConfirm={onDeactivate}
        onClose={() => setEnding(null)}
      >
        Customers can no longer apply it. Orders that used it keep their discount, and it stays in this list.
      </ConfirmDialog>
    </>
  );
}
