import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatRupees, type Report } from '@shop/contracts';
import { categoryLabel, formatCount } from '../shared/adminFormat.ts';

/** A small table for a report section: it fits a phone (no horizontal scroll) with three columns. */
function SectionTable({
  label,
  head,
  rows,
  empty,
}: {
  label: string;
  head: [string, string, string];
  rows: [string, string, string][];
  empty: string;
}) {
  if (rows.length === 0)
    return (
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        {empty}
      </Typography>
    );
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{head[0]}</TableCell>
          <TableCell align="right">{head[1]}</TableCell>
          <TableCell align="right">{head[2]}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([name, middle, last]) => (
          <TableRow key={name}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{name}</TableCell>
            <TableCell align="right">{middle}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {last}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function TopProductsTable({ report }: { report: Report }) {
  return (
    <SectionTable
      label="Top products"
      head={['Product', 'Units', 'Revenue']}
      rows={report.topProducts.map((p) => [p.title, formatCount(p.units), formatRupees(p.revenue)])}
      empty="Nothing sold in this range."
    />
  );
}

export function TopCategoriesTable({ report }: { report: Report }) {
  return (
    <SectionTable
      label="Top categories"
      head={['Category', 'Units', 'Revenue']}
      rows={report.topCategories.map((c) => [
        categoryLabel(c.category),
        formatCount(c.units),
        formatRupees(c.revenue),
      ])}
      empty="Nothing sold in this range."
    />
  );
}

export function CouponsTable({ report }: { report: Report }) {
  return (
    <SectionTable
      label="Coupon use"
      head={['Code', 'Orders', 'Discount']}
      rows={report.coupons.map((c) => [c.code, formatCount(c.orders), formatRupees(c.discount)])}
      empty="No coupon was used in this range."
    />
  );
}
