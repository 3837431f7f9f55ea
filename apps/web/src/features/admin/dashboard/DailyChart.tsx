import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { AdminStats } from '@shop/contracts';
import { formatRupees } from '@shop/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../../lib/a11y.ts';
import { formatCount } from '../shared/adminFormat.ts';

type Day = AdminStats['lastDays'][number];
type Measure = 'revenue' | 'orders';

const DEFAULT_WIDTH = 600;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 26, left: 56 };
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** A round number at or above `value` (1, 2, 2.5, 5 × 10^n), so the top gridline reads well. */
function niceCeil(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/** The element's width in CSS pixels, kept up to date: the chart draws at 1:1 so its text stays readable. */
function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The last 30 days of paid orders as a bar chart in plain SVG (no chart library): revenue in rupees or the
 * number of orders per day. Each bar has a tooltip; screen readers get the same figures as a table.
 */
export function DailyChart({ days }: { days: Day[] }) {
  const theme = useTheme();
  const [measure, setMeasure] = useState<Measure>('revenue');
  const [frame, WIDTH] = useWidth<HTMLDivElement>(DEFAULT_WIDTH);
  const titleId = useId();
  const values = days.map((d) => (measure === 'revenue' ? d.revenue : d.orders));
  const top = niceCeil(Math.max(0, ...values));
  const format = (value: number) => (measure === 'revenue' ? formatRupees(value) : formatCount(value));
  const total = values.reduce((a, b) => a + b, 0);
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.64);
  const y = (value: number) => PAD.top + innerH - (value / top) * innerH;
  const gridlines = [0, 0.5, 1].map((f) => f * top);
  const summary = `${measure === 'revenue' ? 'Revenue' : 'Paid orders'} per day over the last ${days.length} days: ${format(total)} in all.`;

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <Box>
          <Typography id={titleId} variant="subtitle2" component="h3">
            Last {days.length} days
          </Typography>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {format(total)} {measure === 'revenue' ? 'taken' : `paid order${total === 1 ? '' : 's'}`}
          </Typography>
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={measure}
          onChange={(_e, value: Measure | null) => value && setMeasure(value)}
          aria-label="Chart shows"
          sx={{ '& .MuiToggleButton-root': { textTransform: 'none', px: 1.5 } }}
        >
          <ToggleButton value="revenue">Revenue</ToggleButton>
          <ToggleButton value="orders">Orders</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box ref={frame}>
        <Box
          component="svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-summary`}
          sx={{ width: '100%', height: 'auto', display: 'block', overflow: 'visible' }}
        >
          <desc id={`${titleId}-summary`}>{summary}</desc>
          {gridlines.map((value) => (
            <g key={value}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(value)}
                y2={y(value)}
                stroke={theme.palette.divider}
                strokeDasharray={value === 0 ? undefined : '3 4'}
              />
              <text
                x={PAD.left - 8}
                y={y(value) + 4}
                textAnchor="end"
                fontSize="11"
                fill={theme.palette.text.secondary}
              >
                {measure === 'revenue' ? formatRupees(value) : formatCount(value)}
              </text>
            </g>
          ))}
          {days.map((day, i) => {
            const value = values[i] ?? 0;
            const x = PAD.left + i * slot + (slot - barW) / 2;
            const h = Math.max(value > 0 ? 2 : 0, PAD.top + innerH - y(value));
            return (
              <g key={day.date}>
                <rect
                  x={x}
                  y={PAD.top + innerH - h}
                  width={barW}
                  height={h}
                  rx={2}
                  fill={theme.palette.secondary.main}
                >
                  <title>{`${label(day.date)}: ${formatRupees(day.revenue)} from ${day.orders} order${day.orders === 1 ? '' : 's'}`}</title>
                </rect>
                {(days.length - 1 - i) % 7 === 0 && (
                  <text
                    x={x + barW / 2}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    fontSize="11"
                    fill={theme.palette.text.secondary}
                  >
                    {label(day.date)}
                  </text>
                )}
              </g>
            );
          })}
        </Box>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>Paid orders and revenue per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{label(day.date)}</th>
              <td>{day.orders}</td>
              <td>{formatRupees(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
