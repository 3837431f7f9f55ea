import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatRupees, type Report } from '@shop/contracts';
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount } from '../shared/adminFormat.ts';

/** Loaded only by the reports page (React.lazy), so recharts never weighs on the storefront or the dashboard. */

const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthDate = new Intl.DateTimeFormat('en-IN', { month: 'short', year: '2-digit', timeZone: 'UTC' });
/** ₹12k, ₹1.2L: axis labels that fit a phone. */
const compact = (value: number) => String(Number(value.toFixed(value >= 10 ? 0 : 1)));
const compactRupees = (value: number) =>
  value >= 100_000
    ? `₹${compact(value / 100_000)}L`
    : value >= 1000
      ? `₹${compact(value / 1000)}k`
      : `₹${Math.round(value)}`;

export function periodLabel(period: string, groupBy: Report['groupBy']): string {
  const date = new Date(`${period}T00:00:00Z`);
  return groupBy === 'month' ? monthDate.format(date) : shortDate.format(date);
}

/** Revenue as bars and orders as a line, per day, week or month. */
export function SalesChart({ report }: { report: Report }) {
  const theme = useTheme();
  const data = report.series.map((p) => ({ ...p, label: periodLabel(p.period, report.groupBy) }));
  return (
    <Box sx={{ width: '100%', height: { xs: 260, md: 320 } }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={theme.palette.divider} vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} tickLine={false} />
          <YAxis
            yAxisId="revenue"
            tickFormatter={compactRupees}
            tick={{ fontSize: 12 }}
            width={52}
            axisLine={false}
          />
          <YAxis
            yAxisId="orders"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12 }}
            width={32}
            axisLine={false}
          />
          <Tooltip
            formatter={(value, name) =>
              name === 'Revenue' ? formatRupees(Number(value)) : formatCount(Number(value))
            }
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            fill={theme.palette.secondary.main}
            radius={[3, 3, 0, 0]}
          />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            stroke={theme.palette.primary.main}
            strokeWidth={2}
            dot={false}
            type="monotone"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}

/** Online against cash on delivery, by revenue, with the order counts in the legend. */
export function PaymentSplitChart({ report }: { report: Report }) {
  const theme = useTheme();
  const { online, cod } = report.paymentSplit;
  const data = [
    { name: `Online (${formatCount(online.orders)})`, value: online.revenue },
    { name: `Cash on delivery (${formatCount(cod.orders)})`, value: cod.revenue },
  ];
  if (online.revenue + cod.revenue === 0)
    return (
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        No sales in this range.
      </Typography>
    );
  return (
    <Box sx={{ width: '100%', height: 240 }}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={2}
          >
            <Cell fill={theme.palette.primary.main} />
            <Cell fill={theme.palette.secondary.main} />
          </Pie>
          <Tooltip formatter={(value) => formatRupees(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
        </PieChart>
      </ResponsiveContainer>
    </Box>
  );
}
