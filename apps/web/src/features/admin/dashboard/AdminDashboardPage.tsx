import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdminStats } from '@shop/contracts';
import { formatRupees, ORDER_STATUSES } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { cardSx } from '../../../components/Panel.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { SERIF } from '../../../design/tokens.ts';
import { LowStockList } from '../catalogue/index.ts';
import { RestockDemandList } from '../marketing/index.ts';
import { OrdersTable } from '../orders/index.ts';
import { OverdueGrievances } from '../settings/index.ts';
import { useAdminOrders, useAdminStats } from '../shared/adminApi.ts';
import { formatCount } from '../shared/adminFormat.ts';
import { PageHeader } from '../shared/PageHeader.tsx';
import { LoadError } from '../shared/TableStates.tsx';
import { DailyChart } from './DailyChart.tsx';

const RECENT_ORDERS = 8;
/** The serif's old-style figures wander above and below the line; big numbers read better lined up. */
const FIGURES = { fontVariantNumeric: 'lining-nums' } as const;

const widgetSx = {
  p: { xs: 2.5, md: 3 },
  ...cardSx,
  minWidth: 0,
} as const;

/** Shares such as the returned-parcel rate: 12.5 %. */
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
function Widget({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={widgetSx}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Tile({ label, value, note, to }: { label: string; value: string; note: string; to?: string }) {
  const body = (
    <>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {label}
      </Typography>
      <Typography sx={{ fontFamily: SERIF, fontSize: 30, fontWeight: 600, lineHeight: 1.2, ...FIGURES }}>
        {value}
      </Typography>
      <Typography
        variant="caption"
        sx={{
          color: 'text.secondary',
        }}
      >
        {note}
      </Typography>
    </>
  );
  const sx = {
    p: 2,
    borderRadius: 1.5,
    bgcolor: 'grey.100',
    display: 'block',
    color: 'inherit',
    textDecoration: 'none',
  } as const;
  return to ? (
    <Box component={RouterLink} to={to} sx={{ ...sx, '&:hover, &:focus-visible': { bgcolor: 'grey.200' } }}>
      {body}
    </Box>
  ) : (
    <Box sx={sx}>{body}</Box>
  );
}

function RevenueWidget({ stats }: { stats: AdminStats }) {
  return (
    <Widget title="Revenue">
      <Typography
        variant="overline"
        component="p"
        sx={{
          color: 'text.secondary',
        }}
      >
        Total income
      </Typography>
      <Typography
        sx={{ fontFamily: SERIF, fontSize: { xs: 40, md: 46 }, fontWeight: 600, lineHeight: 1.1, ...FIGURES }}
      >
        {formatRupees(stats.revenue)}
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
          mt: 0.5,
        }}
      >
        from {formatCount(stats.sales)} placed order{stats.sales === 1 ? '' : 's'} · average{' '}
        {formatRupees(Math.round(stats.averageOrderValue))}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 2 }}>
        <Tile
          label="Collected"
          value={formatRupees(stats.collectedRevenue)}
          note="paid online and cash received, less refunded returns"
        />
        <Tile
          label="Cash due"
          value={formatRupees(stats.cashDue)}
          note="cash on delivery, not yet collected"
        />
        <Tile
          label="Returned undelivered"
          value={percent.format(stats.rtoRate.all)}
          note="of parcels sent (RTO)"
          to="/admin/orders?status=RETURNED_TO_ORIGIN"
        />
        <Tile
          label="COD returned"
          value={percent.format(stats.rtoRate.cod)}
          note="of cash-on-delivery parcels"
        />
      </Box>
      <Divider sx={{ my: 2.5 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Orders by status
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {ORDER_STATUSES.map((status) => (
          <Box
            component="li"
            key={status}
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Link component={RouterLink} to={`/admin/orders?status=${status}`} underline="none">
              <StatusChip status={status} />
            </Link>
            <Typography sx={{ fontWeight: 600 }}>{formatCount(stats.ordersByStatus[status] ?? 0)}</Typography>
          </Box>
        ))}
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography
            variant="body2"
            title="Unpaid orders the customer replaced by going through checkout again: not cancellations"
            sx={{
              color: 'text.secondary',
            }}
          >
            Replaced checkouts
          </Typography>
          <Typography
            sx={{
              color: 'text.secondary',
              fontWeight: 600,
            }}
          >
            {formatCount(stats.replacedCheckouts)}
          </Typography>
        </Box>
      </Box>
    </Widget>
  );
}

function OverviewWidget({ stats }: { stats: AdminStats }) {
  return (
    <Widget title="Overview">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 1.5,
          mb: 3,
        }}
      >
        <Tile label="Sales" value={formatCount(stats.sales)} note="paid orders" to="/admin/orders" />
        <Tile label="Customers" value={formatCount(stats.customers)} note="accounts" to="/admin/customers" />
        <Tile
          label="Products"
          value={formatCount(stats.products)}
          note="in the catalogue"
          to="/admin/products"
        />
        <Tile
          label="Out of stock"
          value={formatCount(stats.outOfStockProducts)}
          note={stats.outOfStockProducts === 1 ? 'product sold out' : 'products sold out'}
          to="/admin/products?stock=out_of_stock"
        />
      </Box>
      <DailyChart days={stats.lastDays} />
    </Widget>
  );
}

function WidgetsSkeleton() {
  return (
    <>
      <Skeleton variant="rounded" height={420} aria-hidden="true" />
      <Skeleton variant="rounded" height={420} aria-hidden="true" />
    </>
  );
}

/** /admin: real figures in two widgets (a third and two thirds wide), above the latest orders. */
export function AdminDashboardPage() {
  const stats = useAdminStats();
  const orders = useAdminOrders({ pageNumber: 0, pageSize: RECENT_ORDERS });
  return (
    <>
      <PageHeader title="Dashboard" subtitle="How the shop is doing, from its paid orders." />
      <OverdueGrievances />
      <LoadError query={stats} what="The shop's figures" />
      <Box
        aria-busy={stats.isPending}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
          gap: 3,
          mb: 4,
        }}
      >
        {stats.data ? (
          <>
            <RevenueWidget stats={stats.data} />
            <OverviewWidget stats={stats.data} />
          </>
        ) : stats.isPending ? (
          <WidgetsSkeleton />
        ) : null}
      </Box>
      <LowStockList />
      <RestockDemandList />
      <Box component="section" aria-labelledby="recent-orders">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography id="recent-orders" variant="h5" component="h2">
            All Orders
          </Typography>
          <Button component={RouterLink} to="/admin/orders" endIcon={<ArrowForwardIcon />}>
            Manage orders
          </Button>
        </Box>
        <LoadError query={orders} what="The orders" />
        <OrdersTable
          orders={orders.data}
          loading={orders.isPending}
          label="Latest orders"
          empty="Orders appear here as soon as customers place them."
        />
      </Box>
    </>
  );
}
