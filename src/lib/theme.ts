import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { STATUS_BAR_COLOURS } from '@/domain/status-colours';

/**
 * Mobile-first MUI theme. The app is laid out for phones: content is capped at `maxContentWidth` and centred on
 * larger screens. Colours meet WCAG AA contrast on white (checked by the axe e2e run).
 */
export const MAX_CONTENT_WIDTH = 600;

/** The smallest tap target (issue 16 item 14): 44 × 44 px. */
export const TAP_TARGET_PX = 44;

/** Every link's box (theme, MuiLink): its text centred in a box at least 44 × 44 px, wherever it stands. */
const TAP_TARGET_BOX = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: TAP_TARGET_PX,
  minWidth: TAP_TARGET_PX,
} as const;

/** A stand-alone link (footer links, the inquiry link) as a tap target: the link's 44 px box with room beside it. */
export const TAP_TARGET_LINK_SX = { ...TAP_TARGET_BOX, px: 1 } as const;

/** A small outlined field (search, prefecture, coupon code): 23 px of text + 2 × 10.5 px = 44 px (MUI's is 40). */
const SMALL_FIELD_PADDING_Y = (TAP_TARGET_PX - 23) / 2;

/** A phone held sideways: landscape and short (the sticky header must stay within a quarter of the height). */
export const SHORT_LANDSCAPE = '@media (orientation: landscape) and (max-height: 599px)';

/**
 * The theme's options: every colour, font and override of the app's MUI theme. Also read as they are where the
 * created theme is not needed (the theme's default props, src/app/providers.tsx).
 */
export const themeOptions = {
  cssVariables: false,
  palette: {
    mode: 'light',
    primary: { main: '#b3261e', contrastText: '#ffffff' },
    secondary: { main: '#37474f', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    info: { main: '#01579b' },
    // Decision (issue 27 item 10): text on the amber warning colour is dark (#212121 on #ed6c02: 5.2:1); MUI's white
    // reads 3.1:1 (the 期限切れ chip of saved cards, the coupon tag).
    warning: { main: STATUS_BAR_COLOURS.orange, contrastText: '#212121' },
    // SPEC 3 "Status bar colours: green, orange": success and warning are those two (domain/status-colours.ts).
    success: { main: STATUS_BAR_COLOURS.green, light: '#4caf50', dark: '#1b5e20' },
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
  // buttons, instead of per screen. Issue 27 item 10 adds links and small fields: every MUI Link is a 44 × 44 box
  // (inline-flex, so a link in a sentence keeps its baseline and only its line grows), and a small outlined field
  // (text or native select) is 44 px high instead of 40, its resting label centred in it.
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
    MuiLink: { defaultProps: { underline: 'always' }, styleOverrides: { root: TAP_TARGET_BOX } },
    MuiOutlinedInput: {
      styleOverrides: {
        input: ({ ownerState }) =>
          ownerState.size === 'small' && !ownerState.multiline
            ? { paddingTop: SMALL_FIELD_PADDING_Y, paddingBottom: SMALL_FIELD_PADDING_Y }
            : {},
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        root: ({ ownerState }) =>
          ownerState.size === 'small' && ownerState.variant === 'outlined' && !ownerState.shrink
            ? { transform: `translate(14px, ${SMALL_FIELD_PADDING_Y}px) scale(1)` }
            : {},
      },
    },
  },
} satisfies ThemeOptions;

let created: Theme | undefined;

/**
 * The app's MUI theme, created on its first use. Issue 29 (ADR 0032): creating it (palette, typography, shadows,
 * transitions) took about a quarter of the task that loads the app's providers, on every page, while the first paint
 * of most pages runs no MUI component at all: the page pays for it only once a dialog or an MUI control shows.
 */
export function appTheme(): Theme {
  created ??= createTheme(themeOptions);
  return created;
}
