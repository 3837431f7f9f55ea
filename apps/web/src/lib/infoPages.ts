import type { InfoPageReply, InfoPageSlug } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { SERIF } from '../design/tokens.ts';
import { api } from './api.ts';

/** GET /api/pages/{slug}: one information page's title and server-rendered HTML. */
export const infoPageQuery = (slug: InfoPageSlug | string) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => api<InfoPageReply>(`/api/pages/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 5 * 60_000,
  });

/** Headings, lists, tables and links of the server-rendered markdown, in the shop's type. */
export const proseSx = {
  fontSize: 16,
  lineHeight: 1.7,
  color: 'text.primary',
  '& h2, & h3': { fontFamily: SERIF, fontWeight: 600, lineHeight: 1.25 },
  '& h2': { fontSize: { xs: '1.6rem', md: '1.9rem' }, mt: 4, mb: 1.5 },
  '& h3': { fontSize: '1.35rem', mt: 3, mb: 1 },
  '& p, & ul, & ol': { mt: 0, mb: 2 },
  '& li': { mb: 0.75 },
  '& a': { color: 'primary.main', textUnderlineOffset: 3 },
  // A table wider than a phone scrolls sideways on its own instead of widening the page.
  '& table': {
    width: '100%',
    borderCollapse: 'collapse',
    mb: 3,
    fontSize: 15,
    display: { xs: 'block', sm: 'table' },
    overflowX: 'auto',
  },
  '& th, & td': { textAlign: 'left', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' },
  '& th': { bgcolor: 'background.default', fontWeight: 600 },
  '& tbody tr:nth-of-type(even)': { bgcolor: 'rgba(79,51,44,0.03)' },
} as const;
