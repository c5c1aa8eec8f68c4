import { MOCK_SCENARIOS } from '../../src/api/generated/scenarios';

/**
 * The error gallery's surfaces: each screen with the calls it makes, and every error example (status ≥ 400) the
 * contract names for those calls (generated list, src/api/generated/scenarios.ts). The brand call is made by the
 * server render, so its errors travel in `mock_prefer` (the only cookie that call forwards); the others in
 * `mock_scenario` (the mock layer).
 */
export const SCREENS: ReadonlyArray<{ screen: string; path: string; operations: readonly string[] }> = [
  { screen: 'restaurant list', path: '/', operations: ['getBrand', 'listRestaurants'] },
  {
    screen: 'menu list',
    path: '/restaurants/r1001/menus?eating_location=takeout',
    operations: ['getRestaurant', 'listMenus'],
  },
  { screen: 'menu', path: '/restaurants/r1001/menus/m-grand', operations: ['getMenu'] },
  { screen: 'item', path: '/restaurants/r1001/menus/m-grand/items/i-karaage-bento', operations: ['getMenuItem'] },
];

export interface Surface {
  id: string;
  screen: string;
  path: string;
  operationId: string;
  status: number;
  example: string;
  summary: string;
}

export function surfaces(): Surface[] {
  return SCREENS.flatMap(({ screen, path, operations }) =>
    operations.flatMap((operationId) =>
      (MOCK_SCENARIOS.find((op) => op.operationId === operationId)?.examples ?? [])
        .filter((example) => example.status >= 400)
        .map((example) => ({
          id: `${screen.replace(/\W+/g, '-')}--${operationId}-${example.status}-${example.name}`,
          screen,
          path,
          operationId,
          status: example.status,
          example: example.name,
          summary: example.summary,
        })),
    ),
  );
}

/** What a designed error surface must never show: a raw catalogue code or an i18n key. */
export const RAW_CODE = /\bE1\d{8}\b/;
export const TRANSLATION_KEY = /\b(?:error|errorPage|common|item|menus|restaurants|cart)\.[A-Za-z][\w]*\.[\w.]+/;
/** Where the app shows an error: inline alert, dialog, error page, not-found view. */
export const ERROR_SURFACE =
  '[role=alert]:visible, [role=dialog]:visible, [role=alertdialog]:visible, section[aria-labelledby=error-page-title], section[aria-labelledby=page-title]';
