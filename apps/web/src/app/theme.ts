import { createTheme } from '@mui/material/styles';
import { BROWN, FOCUS_RING, GOLD, IVORY, PAPER, SANS, SERIF } from '../design/tokens.ts';

/**
 * MUI's theme, composed from the design tokens (`design/tokens.ts`); only the app's providers make it, in their
 * first render: made when this module loads, it lengthened the task that evaluates the app's first chunk, the one
 * long task left on the product page's load (decision 0120).
 */
export const makeTheme = () =>
  createTheme({
    breakpoints: { values: { xs: 0, sm: 640, md: 900, lg: 1024, xl: 1440 } },
    palette: {
      mode: 'light',
      primary: { main: BROWN, light: '#7a5a50', dark: '#36211c', contrastText: PAPER },
      secondary: { main: GOLD, light: '#d8c29a', dark: '#7d6136', contrastText: '#2b1b16' },
      background: { default: IVORY, paper: PAPER },
      text: { primary: BROWN, secondary: '#6e5a53', disabled: '#a39189' },
      divider: '#e8dccb',
      // Status colours in the warm palette, not MUI's stock blue and green: olive for done, gold for a note,
      // amber for a caution. Each `main` keeps 4.5:1 with white text (filled alerts, chips).
      success: { main: '#4f6b3a', light: '#7f9a63', dark: '#36492a', contrastText: '#ffffff' },
      info: { main: '#7d6136', light: GOLD, dark: '#5a4526', contrastText: '#ffffff' },
      warning: { main: '#9a5a14', light: '#c98a42', dark: '#6f4110', contrastText: '#ffffff' },
      error: { main: '#b3261e', contrastText: '#ffffff' },
      grey: { 100: '#f5efe6', 200: '#ede4d7', 300: '#e2d6c5' },
    },
    shape: { borderRadius: 6 },
    spacing: 8,
    typography: {
      fontFamily: SANS,
      fontSize: 14,
      h1: { fontFamily: SERIF, fontWeight: 600, fontSize: '2.5rem', lineHeight: 1.15 },
      h2: { fontFamily: SERIF, fontWeight: 600, fontSize: '2rem', lineHeight: 1.2 },
      h3: { fontFamily: SERIF, fontWeight: 600, fontSize: '1.75rem', lineHeight: 1.2 },
      h4: { fontFamily: SERIF, fontWeight: 600, fontSize: '1.5rem', lineHeight: 1.25 },
      h5: { fontFamily: SERIF, fontWeight: 600, fontSize: '1.3rem' },
      h6: { fontFamily: SERIF, fontWeight: 600, fontSize: '1.15rem' },
      subtitle1: { fontWeight: 500 },
      subtitle2: { fontWeight: 600 },
      button: { fontWeight: 600, letterSpacing: '0.04em' },
      overline: { fontWeight: 600, letterSpacing: '0.14em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          img: { display: 'block', maxWidth: '100%' },
          a: { color: 'inherit' },
          // Links and anything else focusable by keyboard: the same strong ring as the controls below.
          ':where(a, [tabindex]):focus-visible': FOCUS_RING,
        },
      },
      // Every button-like control (buttons, icon buttons, checkboxes, size toggles, tabs, the cart icon): a ring
      // that shows on light and dark grounds alike (brown outline with an ivory gap).
      // A <button> does not inherit the page's font (the browser gives it Arial): menu buttons built on ButtonBase
      // read in the body font like the links beside them.
      MuiButtonBase: {
        styleOverrides: { root: { fontFamily: 'inherit', '&.Mui-focusVisible': FOCUS_RING } },
      },
      MuiMenuItem: {
        styleOverrides: { root: { '&.Mui-focusVisible': { ...FOCUS_RING, outlineOffset: -3 } } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 4, textTransform: 'none', paddingInline: 20 } },
      },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 8 } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    },
  });
