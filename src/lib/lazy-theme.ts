import type { Theme } from '@mui/material/styles';

/**
 * The top-level keys of a theme made by MUI's createTheme without CSS variables, plus `vars` (null: MUI's own
 * provider marks such a theme that way). lazy-theme.test.ts fails when an MUI upgrade adds or drops one.
 */
export const THEME_KEYS = [
  'breakpoints',
  'direction',
  'components',
  'palette',
  'spacing',
  'shape',
  'cssVariables',
  'containerQueries',
  'applyStyles',
  'unstable_sxConfig',
  'unstable_sx',
  'internal_cache',
  'mixins',
  'shadows',
  'typography',
  'motion',
  'transitions',
  'zIndex',
  'toRuntimeSource',
  'alpha',
  'lighten',
  'darken',
  'vars',
] as const;

/**
 * A theme whose every key reads the theme `create` makes on the first read of any of them (ADR 0032), as the value
 * of the style engine's theme context: a page whose first paint runs no MUI component never creates it. The object
 * has the theme's keys from the start (MUI takes a context theme without keys for no theme at all), and `this` in
 * the theme's methods (applyStyles, unstable_sx) reads through it as well.
 */
export function lazyTheme(create: () => Theme): Theme {
  let theme: Readonly<Record<string, unknown>> | undefined;
  const read = (): Readonly<Record<string, unknown>> => {
    if (!theme) theme = { ...create(), vars: null };
    return theme;
  };
  const value = {};
  for (const key of THEME_KEYS) {
    Object.defineProperty(value, key, { enumerable: true, get: () => read()[key] });
  }
  return value as Theme;
}
