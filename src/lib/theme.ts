import { createTheme } from '@mui/material/styles';

/**
 * Mobile-first MUI theme. The app is laid out for phones: content is capped at `maxContentWidth` and centred on
 * larger screens. Colours meet WCAG AA contrast on white (checked by the axe e2e run).
 */
export const MAX_CONTENT_WIDTH = 600;

/** The smallest tap target (issue 16 item 14): 44 × 44 px. */
export const TAP_TARGET_PX = 44;

/** A stand-alone link (footer links, the inquiry link) as a tap target: its text centred in a 44 px high box. */
export const TAP_TARGET_LINK_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: TAP_TARGET_PX,
  minWidth: TAP_TARGET_PX,
  px: 1,
} as const;

/** A phone held sideways: landscape and short (the sticky header must stay within a quarter of the height). */
export const SHORT_LANDSCAPE = '@media (orientation: landscape) and (max-height: 599px)';

export const theme = createTheme({
  cssVariables: false,
  palette: {
    mode: 'light',
    primary: { main: '#b3261e', contrastText: '#ffffff' },
    secondary: { main: '#37474f', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    info: { main: '#01579b' },
    background: { default: '#fafafa', paper: '#ffffff' },
    text: { primary: '#212121', secondary: '#555555' },
  },
  typography: {
    fontFamily: [
      '-apple-system',
      'BlinkMacSystemFont',
      '"Hiragino Sans"',
      '"Hiragino Kaku Gothic ProN"',
      '"Noto Sans JP"',
      '"Noto Sans CJK JP"',
      '"Noto Sans SC"',
      '"Noto Sans TC"',
      'Meiryo',
      'sans-serif',
    ].join(','),
    h1: { fontSize: '1.5rem', fontWeight: 700 },
    h2: { fontSize: '1.25rem', fontWeight: 700 },
    h3: { fontSize: '1.125rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  shape: { borderRadius: 8 },
  // Decision: every control is a tap target of at least 44 × 44 px (issue 16 item 14, WCAG 2.5.5 / Apple HIG),
  // set once here for buttons, icon buttons (header icons, steppers), radios, checkboxes, clickable chips and list
  // buttons, instead of per screen.
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: TAP_TARGET_PX } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: TAP_TARGET_PX, minHeight: TAP_TARGET_PX } } },
    MuiRadio: { styleOverrides: { root: { padding: 10 } } },
    MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
    MuiChip: { styleOverrides: { clickable: { minHeight: TAP_TARGET_PX } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: TAP_TARGET_PX } } },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
