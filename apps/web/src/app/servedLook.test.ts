import { alpha } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import {
  SERVED_CSS,
  SERVED_LOOK,
  SERVED_SORT_LABEL,
} from '../../../api/src/modules/storefront/served-look.ts';
import { STAR_COLOURS } from '../components/Stars.tsx';
import { BROWN, IVORY, PAPER, SANS, SERIF } from '../design/tokens.ts';
import { currentSort, SORT_LABELS } from '../features/catalog/listingQuery.ts';
import { makeTheme } from './theme.ts';

const theme = makeTheme();

// The served page draws the app's header and product page before the app takes over (decision 0116); the API
// cannot import the web app, so it keeps its own copy of the values, held here to the tokens and the theme.
describe('the served page looks like the app', () => {
  it('uses the design tokens’ typefaces and colours', () => {
    expect(SERVED_LOOK.serif).toBe(SERIF);
    expect(SERVED_LOOK.sans).toBe(SANS);
    expect(SERVED_LOOK.brown).toBe(BROWN);
    expect(SERVED_LOOK.ivory).toBe(IVORY);
    expect(SERVED_LOOK.paper).toBe(PAPER);
  });

  it('uses the theme’s other colours and breakpoints', () => {
    const { palette, breakpoints } = theme;
    expect(SERVED_LOOK.textSecondary).toBe(palette.text.secondary);
    expect(SERVED_LOOK.divider).toBe(palette.divider);
    expect(SERVED_LOOK.goldDark).toBe(palette.secondary.dark);
    expect(SERVED_LOOK.success).toBe(palette.success.main);
    expect(SERVED_LOOK.error).toBe(palette.error.main);
    expect(SERVED_LOOK.errorText).toBe(palette.error.contrastText);
    expect(SERVED_LOOK.grey100).toBe(palette.grey[100]);
    expect(SERVED_LOOK.textDisabled).toBe(palette.text.disabled);
    expect(SERVED_LOOK.goldLight).toBe(palette.secondary.light);
    expect(SERVED_LOOK.goldText).toBe(palette.secondary.contrastText);
    expect(SERVED_LOOK.gold).toBe(palette.secondary.main);
    expect(SERVED_LOOK.primaryText).toBe(palette.primary.contrastText);
    expect(SERVED_LOOK.iconColour).toBe(palette.action.active);
    expect(SERVED_LOOK.disabledText).toBe(palette.action.disabled);
    expect(SERVED_LOOK.disabledGround).toBe(palette.action.disabledBackground);
    expect(SERVED_LOOK.md).toBe(breakpoints.values.md);
    expect(SERVED_LOOK.sm).toBe(breakpoints.values.sm);
    expect(SERVED_LOOK.lg).toBe(breakpoints.values.lg);
    expect(SERVED_LOOK.xl).toBe(breakpoints.values.xl);
    expect(SERVED_LOOK.grey300).toBe(palette.grey[300]);
    expect(SERVED_LOOK.outlinedBorder).toBe(alpha(palette.primary.main, 0.5));
  });

  it("draws the listing's cards and Sort button as the app's (decision 0123)", () => {
    expect(SERVED_LOOK.starGold).toBe(STAR_COLOURS.on);
    expect(SERVED_LOOK.grey300).toBe(STAR_COLOURS.off);
    expect(SERVED_SORT_LABEL).toBe(SORT_LABELS[currentSort(new URLSearchParams())]);
  });

  it('writes no colour of its own into the stylesheet', () => {
    const known = new Set(
      Object.values(SERVED_LOOK).flatMap((value) => (typeof value === 'string' ? [value.toLowerCase()] : [])),
    );
    const written = SERVED_CSS.match(/#[0-9a-f]{3,8}\b/gi) ?? [];
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((colour) => !known.has(colour.toLowerCase()))).toEqual([]);
  });
});
