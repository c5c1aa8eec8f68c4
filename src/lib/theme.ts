import { createTheme } from '@mui/material/styles';

/**
 * Mobile-first MUI theme. The app is laid out for phones: content is capped at `maxContentWidth` and centred on
 * larger screens. Colours meet WCAG AA contrast on white (checked by the axe e2e run).
 */
export const MAX_CONTENT_WIDTH = 600;

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
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
