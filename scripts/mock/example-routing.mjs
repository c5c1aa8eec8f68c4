// Prism answers a path with the same first example whatever the id in it. The contract names one example per id
// (`restaurant_<id>`, `menu_<id>`, `item_<id>`, `order_<id>`, `coupon_<id or code>`, see mocks/README.md), so the
// mock layer (layer.mjs) asks Prism for the example of the id in the path — the app itself knows nothing of it.
/**
 * Mock only. Each restaurant, menu and item page then shows its own data, and an id the mock does not
 * know answers 404, as a real backend would. An explicit `Prefer` (the `mock_prefer` cookie) always wins.
 */
const ROUTES = [
  [/^\/v1\/restaurants\/[^/]+\/menus\/[^/]+\/items\/([^/]+)$/, 'item_'],
  [/^\/v[12]\/restaurants\/[^/]+\/menus\/([^/]+)$/, 'menu_'],
  [/^\/v1\/restaurants\/(?!line_setting$|prefecture_list$)([^/]+)$/, 'restaurant_'],
  [/^\/v1\/orders\/(?!cart$|in_progress$)([^/]+)$/, 'order_'],
  [/^\/v1\/coupons\/([^/]+)$/, 'coupon_'],
  [/^\/v1\/pricing\/coupons\/([^/]+)$/, 'coupon_'],
];

// A header value carries visible ASCII only: an id with anything else (unicode, spaces) keeps its encoded form, which
// names no example, so Prism answers 404 for it as for any id it does not know.
function headerSafeId(id) {
  let decoded;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    return id;
  }
  return /^[\x21-\x7e]*$/.test(decoded) ? decoded : id;
}

/** The `Prefer` value naming the example for this call's id, or null when the call has none. */
export function mockExampleForPath(method, path) {
  if (method.toUpperCase() !== 'GET') return null;
  for (const [pattern, prefix] of ROUTES) {
    const id = pattern.exec(path)?.[1];
    if (id) return `example=${prefix}${headerSafeId(id)}`;
  }
  return null;
}
