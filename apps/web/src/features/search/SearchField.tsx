import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { type KeyboardEvent, lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { visuallyHidden } from '../../lib/a11y.ts';
import { type SearchPlace, takeServedSearch } from '../../lib/servedState.ts';
import { optionId, type SearchOption, searchPath } from './searchOptions.ts';

// The suggestions (fetching, pictures, prices) load when the field is first focused, not with the page.
const SuggestionList = lazy(() => import('./SuggestionList.tsx'));

const inputSx = {
  width: '100%',
  height: 42,
  pl: 2,
  pr: 5.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 21,
  bgcolor: 'background.default',
  color: 'text.primary',
  font: 'inherit',
  fontSize: 15,
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
  '&:focus': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 0,
    borderColor: 'transparent',
  },
  '&::-webkit-search-cancel-button': { display: 'none' },
} as const;

/**
 * The shop's search field: an ARIA combobox. Typing shows suggestions (pieces with picture and price, matching
 * categories); arrow keys move through them, Enter opens the chosen one or, with none chosen, the results page.
 */
export function SearchField({
  autoFocus = false,
  served,
  onDone,
  sx,
}: {
  autoFocus?: boolean;
  /** The served page's field this one replaces: its text, caret and focus carry over (decision 0123). */
  served?: SearchPlace;
  /** Called after the field has sent the shopper somewhere (the mobile menu closes). */
  onDone?: () => void;
  sx?: SxProps<Theme>;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  // On the results page the field shows what was searched; any other page starts with an empty field.
  const place = `${location.pathname}${location.search}`;
  const placeText =
    location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [text, setText] = useState(placeText);
  const [shownPlace, setShownPlace] = useState(place);
  if (place !== shownPlace) {
    setShownPlace(place);
    setText(placeText);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestionsWanted, setSuggestionsWanted] = useState(autoFocus);
  const [options, setOptions] = useState<SearchOption[]>([]);

  const input = useRef<HTMLInputElement>(null);
  const [servedCaret, setServedCaret] = useState<[number, number] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app replaces the served page
  useLayoutEffect(() => {
    const taken = served ? takeServedSearch(served) : null;
    if (!taken) return;
    setText(taken.text);
    if (taken.focused) setServedCaret(taken.selection);
  }, []);
  // After the render that put the served text in the field, so the caret lands in that text.
  useLayoutEffect(() => {
    if (!servedCaret || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(...servedCaret);
  }, [servedCaret]);

  const expanded = open && text.trim() !== '' && options.length > 0;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
    onDone?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active].to);
    } else if (event.key === 'Escape') {
      if (expanded) {
        // Closes the list only, not the mobile menu around the field.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search the shop"
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        if (q) go(searchPath(q));
      }}
      sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box component="label" htmlFor={`${id}-input`} sx={visuallyHidden}>
        Search jewellery
      </Box>
      <Box
        component="input"
        ref={input}
        id={`${id}-input`}
        type="search"
        name="q"
        autoComplete="off"
        autoFocus={autoFocus}
        enterKeyHint="search"
        maxLength={200}
        placeholder="Search rings, earrings, gold…"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(listboxId, active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setSuggestionsWanted(true);
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        sx={inputSx}
      />
      <IconButton
        type="submit"
        aria-label="Search"
        size="small"
        sx={{ position: 'absolute', right: 4, top: 5, color: 'primary.main' }}
      >
        <SearchIcon fontSize="small" />
      </IconButton>
      {suggestionsWanted && (
        <Suspense fallback={null}>
          <SuggestionList
            text={text}
            open={open}
            active={active}
            listboxId={listboxId}
            onOptions={setOptions}
            onPick={(option) => go(option.to)}
          />
        </Suspense>
      )}
    </Box>
  );
}
