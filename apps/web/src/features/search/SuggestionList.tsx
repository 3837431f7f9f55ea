import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SuggestReply } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx';
import { visuallyHidden } from '../../lib/a11y.ts';
import { api } from '../../lib/api.ts';
import { formatRupees } from '../../lib/money.ts';
import { optionId, type SearchOption, SUGGEST_MAX_LENGTH, searchPath } from './searchOptions.ts';

const DEBOUNCE_MS = 200;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export const suggestQuery = (q: string) => ({
  queryKey: ['search', 'suggest', q],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<SuggestReply>('/api/search/suggest', { query: { q }, signal }),
  staleTime: 60_000,
});

function toOptions(data: SuggestReply | undefined, words: string): SearchOption[] {
  if (!words) return [];
  const products: SearchOption[] = (data?.products ?? []).map((p) => ({
    key: `product-${p._id}`,
    kind: 'product',
    label: p.title,
    to: `/product/${p._id}`,
    image: p.Image,
    price: p.discountedPrice,
  }));
  const categories: SearchOption[] = (data?.categories ?? []).map((c) => ({
    key: `category-${c.name}`,
    kind: 'category',
    label: c.label,
    to: c.path,
  }));
  const all: SearchOption = {
    key: 'all',
    kind: 'all',
    label: `See all results for “${words}”`,
    to: searchPath(words),
  };
  return [...products, ...categories, all];
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography
        id={id}
        sx={{
          px: 2,
          pt: 1.25,
          pb: 0.5,
          fontSize: 12,
          fontWeight: 600,
          letterSpacing: '0.08em',
          color: 'text.secondary',
        }}
      >
        {title.toUpperCase()}
      </Typography>
      {children}
    </Box>
  );
}

/** The suggestions under the search field (loaded when the field is first focused). */
export default function SuggestionList({
  text,
  open,
  active,
  listboxId,
  onOptions,
  onPick,
}: {
  text: string;
  open: boolean;
  active: number;
  listboxId: string;
  onOptions: (options: SearchOption[]) => void;
  onPick: (option: SearchOption) => void;
}) {
  const words = text.trim();
  const q = useDebounced(words.slice(0, SUGGEST_MAX_LENGTH), DEBOUNCE_MS);
  const suggestions = useQuery({ ...suggestQuery(q), enabled: q !== '', placeholderData: keepPreviousData });
  const data = q === '' ? undefined : suggestions.data;
  const options = useMemo(() => toOptions(data, words), [data, words]);

  useEffect(() => onOptions(options), [options, onOptions]);
  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(listboxId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, listboxId]);

  const announcement =
    data && q !== ''
      ? `${data.products.length} ${data.products.length === 1 ? 'piece' : 'pieces'} and ${data.categories.length} ${
          data.categories.length === 1 ? 'category' : 'categories'
        } suggested`
      : '';
  const shown = open && options.length > 0;

  const option = (item: SearchOption, index: number) => (
    <Box
      key={item.key}
      id={optionId(listboxId, index)}
      role="option"
      aria-selected={index === active}
      // Keeps the focus in the field, so the click lands before the list closes.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(item)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        cursor: 'pointer',
        bgcolor: index === active ? 'rgba(79,51,44,0.08)' : 'transparent',
        '&:hover': { bgcolor: 'rgba(79,51,44,0.06)' },
      }}
    >
      {item.image && (
        <ResponsiveImage
          src={item.image}
          sizes={'44px'}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          sx={{ borderRadius: 1, objectFit: 'cover', bgcolor: 'background.default', flexShrink: 0 }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          noWrap
          sx={{
            fontSize: 14,
            fontWeight: item.kind === 'all' ? 600 : 500,
            color: item.kind === 'all' ? 'primary.main' : 'text.primary',
          }}
        >
          {item.label}
        </Typography>
        {item.price !== undefined && (
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{formatRupees(item.price)}</Typography>
        )}
      </Box>
    </Box>
  );

  const products = options.filter((o) => o.kind === 'product');
  const categories = options.filter((o) => o.kind === 'category');
  const all = options.filter((o) => o.kind === 'all');

  return (
    <>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {shown && (
        <Box
          id={listboxId}
          role="listbox"
          aria-label="Search suggestions"
          sx={{
            position: 'absolute',
            top: 'calc(100% + 6px)',
            right: 0,
            width: { xs: '100%', md: 'max(100%, 380px)' },
            maxHeight: '70vh',
            overflowY: 'auto',
            zIndex: 1300,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            boxShadow: '0 12px 32px rgba(79,51,44,0.16)',
            py: 0.5,
          }}
        >
          {products.length > 0 && (
            <Section id={`${listboxId}-pieces`} title="Pieces">
              {products.map((item) => option(item, options.indexOf(item)))}
            </Section>
          )}
          {categories.length > 0 && (
            <Section id={`${listboxId}-categories`} title="Categories">
              {categories.map((item) => option(item, options.indexOf(item)))}
            </Section>
          )}
          {data && products.length === 0 && categories.length === 0 && (
            <Typography sx={{ px: 2, py: 1, fontSize: 14, color: 'text.secondary' }}>
              No suggestions. Check the spelling, or search for all results.
            </Typography>
          )}
          {all.map((item) => option(item, options.indexOf(item)))}
        </Box>
      )}
    </>
  );
}
