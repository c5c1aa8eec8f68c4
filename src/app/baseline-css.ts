import { appTheme } from '@/lib/theme';

/**
 * MUI's CssBaseline rules, built from the theme by the server and written once into the page's head (issue 29): the
 * same baseline (box sizing, the body's font, colours and margin) without CssBaseline's code on every route.
 */
export function baselineCss(): string {
  const { palette, typography } = appTheme();
  const body = typography.body1;
  return [
    'html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}',
    '*,*::before,*::after{box-sizing:inherit}',
    `strong,b{font-weight:${typography.fontWeightBold}}`,
    `body{margin:0;color:${palette.text.primary};font-family:${body.fontFamily};font-weight:${body.fontWeight};` +
      `font-size:${body.fontSize};line-height:${body.lineHeight};letter-spacing:${body.letterSpacing};` +
      `background-color:${palette.background.default}}`,
    `@media print{body{background-color:${palette.common.white}}}`,
    `body::backdrop{background-color:${palette.background.default}}`,
  ].join('');
}
