import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatRupees, orderNumber } from '@shop/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatCount, formatDate } from '../shared/adminFormat.ts';
import { figures, HeadRow } from '../shared/HeadRow.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { useAdminCustomer } from './customersApi.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography
        variant="caption"
        component="p"
        sx={{
          color: 'text.secondary',
        }}
      >
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, fontSize: 20 }}>{value}</Typography>
    </Paper>
  );
}

/** /admin/customers/{id}: one customer for the owner: who, what they bought and spent, where they live. */
export function AdminCustomerPage() {
  const { customerId = '' } = useParams();
  const customer = useAdminCustomer(customerId);
  if (customer.isError) return <RetryAlert query={customer} fallback="This customer could not be loaded." />;
  if (!customer.data) return <Skeleton variant="rounded" height={240} />;
  const { profile, totals, orders, addresses } = customer.data;
  return (
    <>
      <PageHeader
        title={`${profile.firstName} ${profile.lastName}`.trim() || profile.email}
        subtitle={`${profile.email} · ${profile.role === 'guest' ? 'guest checkouts' : 'customer'} since ${formatDate(profile.joinedAt)}`}
      />
      <Box
        component="section"
        aria-label="Totals"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2, mb: 3 }}
      >
        <Figure label="Orders placed" value={formatCount(totals.orders)} />
        <Figure label="Paid orders" value={formatCount(totals.paidOrders)} />
        <Figure label="Total spent" value={formatRupees(totals.totalSpent)} />
        <Figure label="Average order" value={formatRupees(totals.averageOrder)} />
        <Figure label="Refunded" value={formatRupees(totals.refunded)} />
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Orders
      </Typography>
      {orders.length === 0 ? (
        <Typography
          sx={{
            color: 'text.secondary',
            mb: 3,
          }}
        >
          No orders yet.
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ mb: 3, overflowX: 'auto' }}>
          <Table size="small" aria-label="Orders of this customer">
            <HeadRow headings={['Order', 'Date', 'Status', 'Payment', figures('Items'), figures('Total')]} />
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/orders/${order.id}`}>
                      {orderNumber(order.id)}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(order.orderDate)}</TableCell>
                  <TableCell>
                    <StatusChip status={order.status} />
                  </TableCell>
                  <TableCell>{order.paymentMethod === 'COD' ? 'Cash on delivery' : 'Online'}</TableCell>
                  <TableCell align="right">{formatCount(order.items)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(order.totalPayable)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Typography variant="h6" component="h2" gutterBottom>
        Saved addresses
      </Typography>
      {addresses.length === 0 ? (
        <Typography
          sx={{
            color: 'text.secondary',
          }}
        >
          No saved addresses.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {addresses.map((address) => (
            <Paper component="li" variant="outlined" key={address.id} sx={{ p: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
              <Typography variant="body2">
                {address.streetAddress}, {address.city}, {address.state} {address.pincode}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {address.phoneNumber}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </>
  );
}
