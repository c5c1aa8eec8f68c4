import { MOCK_SCENARIOS } from '../../src/api/generated/scenarios';

/** What the gallery does on a screen before the error can show: nothing (a page-load call), or one tap. */
export type GalleryAct = 'none' | 'addToCart' | 'placeOrder' | 'payWithWallet';

/**
 * The error gallery's surfaces: each screen with the calls it makes, and every error example (status ≥ 400) the
 * contract names for those calls (generated list, src/api/generated/scenarios.ts). The brand call is made by the
 * server render, so its errors travel in `mock_prefer` (the only cookie that call forwards); the others in
 * `mock_scenario` (the mock layer). `seeded` screens start with the checkout cart (e2e/checkout-helpers.ts).
 */
export const SCREENS: ReadonlyArray<{
  screen: string;
  path: string;
  operations: readonly string[];
  act?: GalleryAct;
  seeded?: boolean;
  /** A `mock_prefer` value the screen needs besides the error (`<path prefix>|<Prefer>`). */
  prefer?: string;
}> = [
  { screen: 'restaurant list', path: '/', operations: ['getBrand', 'listRestaurants'] },
  {
    screen: 'menu list',
    path: '/restaurants/r1001/menus?eating_location=takeout',
    operations: ['getRestaurant', 'listMenus'],
  },
  { screen: 'menu', path: '/restaurants/r1001/menus/m-grand', operations: ['getMenu'] },
  { screen: 'item', path: '/restaurants/r1001/menus/m-grand/items/i-karaage-bento', operations: ['getMenuItem'] },
  {
    screen: 'item add',
    path: '/restaurants/r1001/menus/m-grand/items/i-cola',
    operations: ['validateCart', 'updateCart'],
    act: 'addToCart',
  },
  { screen: 'receive time', path: '/restaurants/r1001/select_receivetime', operations: ['listReceiveTimes'] },
  { screen: 'terms of sale', path: '/restaurants/r1001/terms_of_sale', operations: ['getTermsOfSale'] },
  {
    screen: 'order form',
    path: '/restaurants/r1001/order',
    operations: ['confirmOrder', 'calculateOrder'],
    seeded: true,
  },
  {
    screen: 'order placing',
    path: '/restaurants/r1001/order',
    operations: ['createOrder'],
    act: 'placeOrder',
    seeded: true,
  },
  {
    screen: 'wallet payment',
    path: '/restaurants/r1001/order',
    operations: ['preorder'],
    act: 'payWithWallet',
    seeded: true,
  },
  {
    screen: 'payment return',
    path: '/restaurants/r1001/order/o-20261121-0008/complete?return=wallet&result=approved&payment_request_id=pr-d-pay-0008',
    operations: ['startOrder'],
    // The demo's example wallet order: the mock shows a visitor no order of anyone else's unless asked for.
    prefer: '/v1/orders/o-20261121-0008|example=order_o-20261121-0008',
  },
  { screen: 'order detail', path: '/orders/o-20261121-0001', operations: ['getOrder'] },
  { screen: 'coupon by code', path: '/coupons/WELCOME100', operations: ['getPricingCoupon'] },
];

export interface Surface {
  id: string;
  screen: string;
  path: string;
  operationId: string;
  status: number;
  example: string;
  summary: string;
  act: GalleryAct;
  seeded: boolean;
  prefer?: string;
}

export function surfaces(): Surface[] {
  return SCREENS.flatMap(({ screen, path, operations, act = 'none', seeded = false, prefer }) =>
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
          act,
          seeded,
          ...(prefer ? { prefer } : {}),
        })),
    ),
  );
}

/** What a designed error surface must never show: a raw catalogue code or an i18n key. */
export const RAW_CODE = /\bE1\d{8}\b/;
export const TRANSLATION_KEY =
  /\b(?:error|errorPage|common|item|menus|restaurants|cart|checkout|orders|coupons)\.[A-Za-z][\w]*\.[\w.]+/;
/**
 * Where the app shows an error without a dialog: inline alert (not the banners in an aside), a form field's error
 * text (the field is aria-invalid and described by it), error page, not found.
 */
export const ERROR_SURFACE =
  '[role=alert]:visible:not(aside *), .MuiFormHelperText-root.Mui-error:visible, section[aria-labelledby=error-page-title], section[aria-labelledby=page-title]';
