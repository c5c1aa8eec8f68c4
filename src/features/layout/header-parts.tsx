import { styled } from '@mui/material/styles';
import { SHORT_LANDSCAPE, TAP_TARGET_PX } from '@/lib/theme';

// ADR 0026 (issue 29): the header is on every page, so it is built from plain elements styled like MUI's AppBar,
// Toolbar, IconButton and Badge (same sizes, colours and shadow) instead of those components, whose code (Paper,
// ButtonBase with its ripple, Badge, SvgIcon) every route had to load.
// Decision: the header's icon buttons show no ripple on a tap (as the steppers, ADR 0009); a keyboard focus shows the
// same ring as the footer's language select.

/** MUI `<AppBar position="static" color="inherit" elevation={1} component="header">`. */
export const HeaderBar = styled('header')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'static',
  color: 'inherit',
  backgroundColor: theme.palette.background.paper,
  boxShadow: theme.shadows[1],
  [SHORT_LANDSCAPE]: { flexDirection: 'row', alignItems: 'center', flexWrap: 'nowrap' },
}));

/** MUI `<Toolbar>` (gutters, regular height) with a gap between its items. */
export const HeaderToolbar = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  ...theme.mixins.toolbar,
  gap: theme.spacing(1),
  minHeight: 56,
  flex: 1,
  minWidth: 0,
}));

/** MUI `<IconButton>` (medium, default colour, 44 px target from the theme); `edge` pulls it to the toolbar's edge. */
export const HeaderIconButton = styled('button', {
  shouldForwardProp: (prop) => prop !== 'edge',
})<{ edge?: 'start' | 'end' }>(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  textAlign: 'center',
  flex: '0 0 auto',
  fontSize: theme.typography.pxToRem(24),
  padding: 8,
  borderRadius: '50%',
  minWidth: TAP_TARGET_PX,
  minHeight: TAP_TARGET_PX,
  color: theme.palette.action.active,
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': {
    backgroundColor: theme.alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '&:disabled': { pointerEvents: 'none', cursor: 'default', color: theme.palette.action.disabled },
  variants: [
    { props: { edge: 'start' }, style: { marginLeft: -12 } },
    { props: { edge: 'end' }, style: { marginRight: -12 } },
  ],
}));

/** MUI `<Badge color="primary" max={99}>` around an icon: the count at the icon's top right corner. */
export const BadgeFrame = styled('span')({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  flexShrink: 0,
});

export const BadgeCount = styled('span')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignContent: 'center',
  alignItems: 'center',
  position: 'absolute',
  boxSizing: 'border-box',
  fontFamily: theme.typography.fontFamily,
  fontWeight: theme.typography.fontWeightMedium,
  fontSize: theme.typography.pxToRem(12),
  minWidth: 20,
  lineHeight: 1,
  padding: '0 6px',
  height: 20,
  borderRadius: 10,
  zIndex: 1,
  top: 0,
  right: 0,
  transform: 'scale(1) translate(50%, -50%)',
  transformOrigin: '100% 0%',
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
}));

/** The serving radios' row (44 px radios and 8 px below; beside the toolbar on a phone held sideways) while loading. */
export const ServingRadiosPlaceholder = styled('div')({ height: 52, [SHORT_LANDSCAPE]: { height: 44 } });

/** The most a badge shows; more reads "99+" (MUI Badge's max). */
export const BADGE_MAX = 99;

/** A 24 px Material icon (what MUI's SvgIcon renders), from its path data. */
export function HeaderIcon({ paths }: { paths: readonly string[] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{
        width: '1em',
        height: '1em',
        display: 'inline-block',
        flexShrink: 0,
        fill: 'currentColor',
        userSelect: 'none',
      }}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

// Material icons' path data (@mui/icons-material Menu, MenuBook, ShoppingCart).
export const MENU_ICON = ['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'];
export const MENU_BOOK_ICON = [
  'M21 5c-1.11-.35-2.33-.5-3.5-.5-1.95 0-4.05.4-5.5 1.5-1.45-1.1-3.55-1.5-5.5-1.5S2.45 4.9 1 6v14.65c0 .25.25.5.5.5.1 0 .15-.05.25-.05C3.1 20.45 5.05 20 6.5 20c1.95 0 4.05.4 5.5 1.5 1.35-.85 3.8-1.5 5.5-1.5 1.65 0 3.35.3 4.75 1.05.1.05.15.05.25.05.25 0 .5-.25.5-.5V6c-.6-.45-1.25-.75-2-1m0 13.5c-1.1-.35-2.3-.5-3.5-.5-1.7 0-4.15.65-5.5 1.5V8c1.35-.85 3.8-1.5 5.5-1.5 1.2 0 2.4.15 3.5.5z',
  'M17.5 10.5c.88 0 1.73.09 2.5.26V9.24c-.79-.15-1.64-.24-2.5-.24-1.7 0-3.24.29-4.5.83v1.66c1.13-.64 2.7-.99 4.5-.99M13 12.49v1.66c1.13-.64 2.7-.99 4.5-.99.88 0 1.73.09 2.5.26V11.9c-.79-.15-1.64-.24-2.5-.24-1.7 0-3.24.3-4.5.83m4.5 1.84c-1.7 0-3.24.29-4.5.83v1.66c1.13-.64 2.7-.99 4.5-.99.88 0 1.73.09 2.5.26v-1.52c-.79-.16-1.64-.24-2.5-.24',
];
export const SHOPPING_CART_ICON = [
  'M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2M1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.08-.14.12-.31.12-.48 0-.55-.45-1-1-1H5.21l-.94-2zm16 16c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2',
];
