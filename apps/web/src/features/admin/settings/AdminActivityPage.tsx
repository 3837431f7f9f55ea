import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@shop/contracts';
import { AUDIT_KINDS } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { AdminListTable } from '../shared/AdminListTable.tsx';
import { formatDateTime } from '../shared/adminFormat.ts';
import { actionText, changeTexts, subjectText } from '../shared/auditText.ts';
import { PageHeader } from '../shared/PageHeader.tsx';
import { usePagedParams } from '../shared/pagedParams.ts';
import { useAuditLog } from './activityApi.ts';

const PAGE_SIZES = [25, 50, 100];
const DEFAULT_SIZE = 25;
const KIND_LABELS: Record<string, string> = {
  product: 'Products',
  order: 'Orders',
  user: 'Users',
  coupon: 'Coupons',
};

function Subject({ entry }: { entry: AuditEntry }) {
  const subject = subjectText(entry);
  // A product that still exists opens in the edit form; orders and deleted products are named only.
  if (entry.entityType === 'product' && entry.action !== 'product.delete')
    return (
      <Link component={RouterLink} to={`/admin/product/${entry.entityId}/edit`}>
        {subject}
      </Link>
    );
  return (
    <Box component="span" title={entry.entityId}>
      {subject}
    </Box>
  );
}

/** /admin/activity: who changed what and when, newest first, from the audit log; filter by kind. */
export function AdminActivityPage() {
  const paging = usePagedParams(PAGE_SIZES, DEFAULT_SIZE);
  const { params, page, pageSize, update } = paging;
  const kind = AUDIT_KINDS.find((k) => k === params.get('kind'));
  const log = useAuditLog(kind, page, pageSize);

  return (
    <>
      <PageHeader
        title="Activity"
        subtitle="Every change made in the back office: who, what and when. Newest first."
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind ?? 'all'}
        onChange={(_event, value: string | null) =>
          value && update({ kind: value === 'all' ? null : value, page: null })
        }
        aria-label="Show changes to"
        sx={{
          mb: 2,
          bgcolor: 'background.paper',
          // On a phone the choices scroll sideways inside the group instead of widening the page.
          maxWidth: '100%',
          overflowX: 'auto',
          '& .MuiToggleButton-root': { textTransform: 'none', px: 2, whiteSpace: 'nowrap' },
        }}
      >
        <ToggleButton value="all">Everything</ToggleButton>
        {AUDIT_KINDS.map((k) => (
          <ToggleButton key={k} value={k}>
            {KIND_LABELS[k]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <AdminListTable
        query={log}
        label="Activity"
        what="The activity log"
        minWidth={760}
        headings={['When', 'Who', 'What', 'Which', 'Changes']}
        rowHeight={48}
        empty={{
          title: 'Nothing has changed yet',
          text: kind
            ? `No change to ${KIND_LABELS[kind]?.toLowerCase()} is recorded.`
            : 'Changes to products and orders are recorded here.',
        }}
        paging={paging}
        perPageLabel="Entries per page"
      >
        {(entry) => {
          const changes = changeTexts(entry);
          return (
            <TableRow key={entry.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{entry.actorEmail}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{actionText(entry.action)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <Subject entry={entry} />
              </TableCell>
              <TableCell sx={{ maxWidth: 380 }}>
                {changes.length === 0 ? (
                  <Typography
                    variant="body2"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    —
                  </Typography>
                ) : (
                  <Box component="ul" sx={{ m: 0, pl: 2, color: 'text.secondary', fontSize: 13 }}>
                    {changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </Box>
                )}
              </TableCell>
            </TableRow>
          );
        }}
      </AdminListTable>
    </>
  );
}
