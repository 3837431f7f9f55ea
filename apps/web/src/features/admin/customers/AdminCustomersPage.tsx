import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { type CustomerSummary, formatRupees } from '@shop/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminListTable } from '../shared/AdminListTable.tsx';
import { formatCount, formatDate } from '../shared/adminFormat.ts';
import { figures } from '../shared/HeadRow.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { usePagedParams } from '../shared/pagedParams.ts';
import { useAdminCustomers } from './customersApi.ts';
import { StoreCreditDialog } from './StoreCreditDialog.tsx';

const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_SIZE = 20;

const initials = (first: string, last: string) => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();

/** /admin/customers: every customer account, newest first, with paid orders and what they spent. */
export function AdminCustomersPage() {
  const paging = usePagedParams(PAGE_SIZES, DEFAULT_SIZE);
  const { page, pageSize } = paging;
  const customers = useAdminCustomers(page, pageSize);
  const [crediting, setCrediting] = useState<CustomerSummary | null>(null);
  const data = customers.data;

  return (
    <>
      <PageHeader
        title="Customers"
        subtitle={
          data
            ? `${formatCount(data.totalElements)} customer account${data.totalElements === 1 ? '' : 's'}, newest first.`
            : ' '
        }
      />
      <AdminListTable
        query={customers}
        label="Customers"
        what="The customers"
        minWidth={680}
        headings={[
          'Name',
          'Email',
          'Joined',
          figures('Orders'),
          figures('Total spent'),
          figures('Store credit'),
        ]}
        empty={{ title: 'No customers yet', text: 'Shoppers appear here once they create an account.' }}
        paging={paging}
        perPageLabel="Customers per page"
      >
        {(c) => (
          <TableRow key={c._id} hover>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Avatar
                  aria-hidden="true"
                  sx={{
                    width: 34,
                    height: 34,
                    fontSize: 13,
                    bgcolor: 'secondary.light',
                    color: 'primary.dark',
                  }}
                >
                  {initials(c.firstName, c.lastName)}
                </Avatar>
                <Link
                  component={RouterLink}
                  to={`/admin/customers/${c._id}`}
                  variant="body2"
                  sx={{ fontWeight: 600 }}
                >
                  {c.firstName} {c.lastName}
                </Link>
              </Box>
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              <Link href={`mailto:${c.email}`}>{c.email}</Link>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(c.joinedAt)}</TableCell>
            <TableCell align="right">{formatCount(c.orders)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatRupees(c.totalSpent)}
            </TableCell>
            <TableCell align="right">
              <Button size="small" onClick={() => setCrediting(c)} aria-label={`Give credit to ${c.email}`}>
                Give credit
              </Button>
            </TableCell>
          </TableRow>
        )}
      </AdminListTable>
      {crediting && <StoreCreditDialog customer={crediting} onClose={() => setCrediting(null)} />}
    </>
  );
}
