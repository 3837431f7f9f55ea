/**
 * The shop's design tokens: typefaces, colours and the focus ring. Features, components and lib import them
 * from here; `app/theme.ts` composes MUI's theme from the same values, so a colour is written once.
 */
export const SERIF = '"Cormorant Garamond", "Times New Roman", serif';
export const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Warm neutrals: ivory ground, deep brown text and primary, muted gold accents (docs/design.md "Look and feel"). */
export const BROWN = '#4f332c';
export const GOLD = '#b08d57';
export const IVORY = '#fbf7f0';
/** The paper of cards and dialogs, a shade lighter than the ivory page. */
export const PAPER = '#fffdf9';

/** The keyboard focus ring: WCAG 2.4.7 visible and 3:1 against both the ivory pages and the brown footer. */
export const FOCUS_RING = {
  outline: `3px solid ${BROWN}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${PAPER}`,
} as const;
