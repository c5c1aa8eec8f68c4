/**
 * The translation namespaces (one file each under public/locales/<lang>/), and which of them every page carries
 * (ADR 0025): the shell's — header, footer, cart, coupon host, dialogs and error screens, which can show on any
 * route. What a route renders beyond them is in route-namespaces.ts; route-namespaces.test.ts checks both lists
 * against the components each one reaches.
 */
export const NAMESPACES = [
  'common',
  'cart',
  'checkout',
  'coupons',
  'dmini',
  'errors',
  'item',
  'line',
  'menus',
  'orders',
  'restaurants',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * In every page's HTML. `errors` because any request can fail on any page and the error modal and screens must read
 * in the customer's language even when the network is down (its keys are built from the endpoint and code, so the
 * source scan cannot see them).
 */
export const SHELL_NAMESPACES: readonly Namespace[] = [
  'common',
  'errors',
  'cart',
  'coupons',
  'dmini',
  'line',
  'restaurants',
];
