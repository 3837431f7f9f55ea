import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@shop/contracts';
import { useState } from 'react';
import { withQuery } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { AdminListTable } from '../shared/AdminListTable.tsx';
import { formatDate } from '../shared/adminFormat.ts';
import { figures } from '../shared/HeadRow.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { usePagedParams } from '../shared/pagedParams.ts';
import { useAdminInvoices } from './invoicesApi.ts';

const PAGE_SIZES = [25, 50, 100];
const DEFAULT_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today and the first of this month, as Indian calendar days. */
function thisMonth(): { from: string; to: string } {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

function Totals({
  totals,
}: {
  totals: { taxableValue: number; cgst: number; sgst: number; igst: number; total: number };
}) {
  const items: [string, number][] = [
    ['Taxable value', totals.taxableValue],
    ['CGST', totals.cgst],
    ['SGST', totals.sgst],
    ['IGST', totals.igst],
    ['Total', totals.total],
  ];
  return (
    <Box
      component="dl"
      aria-label="Totals of the period"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' },
        gap: 2,
        m: 0,
        mb: 2,
      }}
    >
      {items.map(([label, value]) => (
        <Box
          key={label}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
        >
          <Typography
            component="dt"
            variant="caption"
            sx={{
              color: 'text.secondary',
            }}
          >
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.1rem' }}>
            {formatRupees(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A calendar day of the period; a half-typed date changes nothing. */
function DayField({
  label,
  value,
  limit,
  onDay,
}: {
  label: string;
  value: string;
  limit: { min?: string; max?: string };
  onDay: (day: string) => void;
}) {
  return (
    <TextField
      type="date"
      label={label}
      size="small"
      fullWidth={false}
      sx={{ width: 190 }}
      value={value}
      onChange={(event) => DAY.test(event.target.value) && onDay(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: limit }}
    />
  );
}

/** /admin/invoices: the GST register of a period (invoices and credit notes) with its totals and CSV export. */
export function AdminInvoicesPage() {
  const paging = usePagedParams(PAGE_SIZES, DEFAULT_SIZE);
  const { params, page, pageSize, update } = paging;
  const month = thisMonth();
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : month.from;
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : month.to;
  const invoices = useAdminInvoices(from, to, page, pageSize);
  const data = invoices.data;
  const [csvError, setCsvError] = useState<unknown>(null);

  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="GST tax invoices and credit notes issued in a period, with the totals for the GST return."
        actions={
          <Button
            variant="contained"
            startIcon={<DownloadOutlinedIcon />}
            onClick={async () => {
              setCsvError(null);
              try {
                await downloadFile(
                  withQuery('/api/admin/invoices.csv', { from, to }),
                  `gst-documents-${from}_to_${to}.csv`,
                );
              } catch (error) {
                setCsvError(error);
              }
            }}
          >
            Export CSV
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <DayField
          label="From"
          value={from}
          limit={{ max: to }}
          onDay={(day) => update({ from: day, page: null })}
        />
        <DayField
          label="To"
          value={to}
          limit={{ min: from }}
          onDay={(day) => update({ to: day, page: null })}
        />
      </Box>
      {csvError ? (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {errorMessage(csvError)}
        </Typography>
      ) : null}
      <AdminListTable
        query={invoices}
        label="Invoices and credit notes"
        what="The invoices"
        minWidth={980}
        headings={[
          'Number',
          'Date',
          'Order',
          'Buyer',
          'Place of supply',
          figures('Taxable value'),
          figures('CGST + SGST'),
          figures('IGST'),
          figures('Total'),
        ]}
        rowHeight={48}
        empty={{
          title: 'No invoices in this period',
          text: 'Invoices are issued when orders are paid; credit notes when invoiced orders are cancelled.',
        }}
        above={data && <Totals totals={data.totals} />}
        paging={paging}
        perPageLabel="Documents per page"
      >
        {(doc) => {
          const sign = doc.kind === 'credit_note' ? '−' : '';
          return (
            <TableRow key={doc._id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                  {doc.number}
                </Box>
                {doc.kind === 'credit_note' && (
                  <Typography
                    variant="caption"
                    sx={{
                      color: 'text.secondary',
                      display: 'block',
                    }}
                  >
                    Credit note for {doc.invoiceNumber}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(doc.issuedAt)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 13 }}>{doc.orderNumber}</TableCell>
              <TableCell>{doc.buyerName}</TableCell>
              <TableCell>{doc.placeOfSupply}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {sign}
                {formatRupees(doc.taxableValue)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {sign}
                {formatRupees(doc.cgst + doc.sgst)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {sign}
                {formatRupees(doc.igst)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {sign}
                {formatRupees(doc.total)}
              </TableCell>
            </TableRow>
          );
        }}
      </AdminListTable>
    </>
  );
}
