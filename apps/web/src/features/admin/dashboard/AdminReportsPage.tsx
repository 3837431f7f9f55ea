import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees, REPORT_GROUPS, type Report, type ReportSection } from '@shop/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNotify } from '../../../components/Notifier.tsx';
import { cardSx } from '../../../components/Panel.tsx';
import { SERIF } from '../../../design/tokens.ts';
import { withQuery } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatCount } from '../shared/adminFormat.ts';
import { PageHeader } from '../shared/PageHeader.tsx';
import { LoadError } from '../shared/TableStates.tsx';
import { CouponsTable, TopCategoriesTable, TopProductsTable } from './ReportTables.tsx';
import { type ReportRange, useReport } from './reportsApi.ts';

const SalesChart = lazy(() => import('./ReportCharts.tsx').then((m) => ({ default: m.SalesChart })));
const PaymentSplitChart = lazy(() =>
  import('./ReportCharts.tsx').then((m) => ({ default: m.PaymentSplitChart })),
);

const GROUP_LABELS: Record<ReportRange['groupBy'], string> = {
  day: 'By day',
  week: 'By week',
  month: 'By month',
};
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const isoDay = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 10);

function defaultRange(): ReportRange {
  const now = new Date();
  return { from: isoDay(new Date(now.getTime() - 29 * 86_400_000)), to: isoDay(now), groupBy: 'day' };
}

function Section({
  title,
  csv,
  range,
  children,
}: {
  title: string;
  csv?: ReportSection;
  range: ReportRange;
  children: ReactNode;
}) {
  const notify = useNotify();
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        p: { xs: 2, md: 3 },
        ...cardSx,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        {csv && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            aria-label={`Download ${title} as CSV`}
            onClick={() =>
              downloadFile(withQuery(`/api/admin/reports/${csv}.csv`, { ...range }), `${csv}.csv`).catch(
                (error) =>
                  notify({
                    message: errorMessage(error, 'The download failed. Please try again.'),
                    severity: 'error',
                  }),
              )
            }
          >
            CSV
          </Button>
        )}
      </Box>
      {children}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ p: 2, borderRadius: 1.5, bgcolor: 'background.default', minWidth: 0 }}>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {label}
      </Typography>
      <Typography
        sx={{
          fontFamily: SERIF,
          fontSize: { xs: 24, md: 28 },
          fontWeight: 600,
          fontVariantNumeric: 'lining-nums',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

function Figures({ report }: { report: Report }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' },
        gap: 1.5,
        mb: 3,
      }}
    >
      <Figure label="Revenue" value={formatRupees(report.totals.revenue)} />
      <Figure label="Orders" value={formatCount(report.totals.orders)} />
      <Figure label="Average order" value={formatRupees(report.totals.averageOrderValue)} />
      <Figure label="Units sold" value={formatCount(report.totals.units)} />
      <Figure label="Repeat customers" value={percent(report.repeatCustomerRate)} />
      <Figure label="Return rate" value={percent(report.returnRate)} />
      <Figure label="RTO rate" value={percent(report.rtoRate)} />
    </Box>
  );
}

/** /admin/reports: what sells, who comes back, COD against prepaid, returns, coupons; each section as CSV. */
export function AdminReportsPage() {
  const [range, setRange] = useState<ReportRange>(defaultRange);
  const report = useReport(range);
  const data = report.data;
  const chartFallback = <Skeleton variant="rounded" height={260} />;
  return (
    <>
      <PageHeader
        title="Reports"
        subtitle="Sold orders by the India date they were placed; cancelled and unpaid ones are left out."
      />
      <Box
        component="search"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 220px))' },
          gap: 2,
          mb: 3,
        }}
      >
        <TextField
          label="From"
          type="date"
          value={range.from}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
          onChange={(e) => e.target.value && setRange({ ...range, from: e.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={range.to}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
          onChange={(e) => e.target.value && setRange({ ...range, to: e.target.value })}
        />
        <TextField
          select
          label="Group"
          value={range.groupBy}
          onChange={(e) => setRange({ ...range, groupBy: e.target.value as ReportRange['groupBy'] })}
        >
          {REPORT_GROUPS.map((g) => (
            <MenuItem key={g} value={g}>
              {GROUP_LABELS[g]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <LoadError query={report} what="The report" />
      {!data ? (
        <Skeleton variant="rounded" height={420} />
      ) : (
        <Box sx={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <Figures report={data} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' } }}>
            <Section title="Sales over time" csv="sales" range={range}>
              <Suspense fallback={chartFallback}>
                <SalesChart report={data} />
              </Suspense>
            </Section>
            <Section title="Payment split" csv="payments" range={range}>
              <Suspense fallback={chartFallback}>
                <PaymentSplitChart report={data} />
              </Suspense>
            </Section>
            <Section title="Top products" csv="products" range={range}>
              <TopProductsTable report={data} />
            </Section>
            <Section title="Top categories" csv="categories" range={range}>
              <TopCategoriesTable report={data} />
            </Section>
            <Section title="Coupon use" csv="coupons" range={range}>
              <CouponsTable report={data} />
            </Section>
          </Box>
        </Box>
      )}
    </>
  );
}
