/**
 * The d払い mini-app launch (issue 14 items 7 and 11): what the d払い app puts on the address of `/dmini`, and where
 * a verified launch lands.
 *
 * Decision: the spec does not show the launch parameters. The d払い app opens
 * `/dmini?restaurant_id=<id>&seed=<seed>&hash=<sha-256 hex>`: the restaurant the customer chose in the d払い app, a
 * one-time seed the platform took from GET /v1/dmini/seed and the SHA-256 hash it computed over that seed. Nothing of
 * the launch is trusted (no mini-app flag, no pay_mini_app platform code, no restaurant kept) before the server
 * confirmed the pair with POST /v1/dmini/verify_hash; the server spends the seed, so a copied launch link is refused
 * the second time. Every parameter must appear exactly once and have its shape; anything else is refused without a
 * call.
 */
export const DMINI_LAUNCH_PARAMS = ['restaurant_id', 'seed', 'hash'] as const;

export interface DMiniLaunch {
  restaurantId: string;
  seed: string;
  hash: string;
}

export type DMiniLaunchRefusal = 'missing' | 'malformed';

export type DMiniLaunchParse = { ok: true; launch: DMiniLaunch } | { ok: false; reason: DMiniLaunchRefusal };

const RESTAURANT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SEED = /^[A-Za-z0-9+/=_-]{8,256}$/;
/** The contract's pattern of VerifyDMiniHashRequest.hash. */
const HASH = /^[0-9a-f]{64}$/;

/** The launch parameters of a `/dmini` address, or why they are refused (none at all, or a forged shape). */
export function parseDMiniLaunch(params: URLSearchParams): DMiniLaunchParse {
  const values: string[] = [];
  for (const name of DMINI_LAUNCH_PARAMS) {
    const all = params.getAll(name);
    if (all.length === 0 || all[0] === '') return { ok: false, reason: 'missing' };
    if (all.length > 1) return { ok: false, reason: 'malformed' };
    values.push(all[0]!);
  }
  const [restaurantId, seed, hash] = values as [string, string, string];
  if (!RESTAURANT_ID.test(restaurantId) || !SEED.test(seed) || !HASH.test(hash))
    return { ok: false, reason: 'malformed' };
  return { ok: true, launch: { restaurantId, seed, hash } };
}

/** True when the address carries any launch parameter (a launch to judge rather than a plain visit of `/dmini`). */
export function hasLaunchParams(params: URLSearchParams): boolean {
  return DMINI_LAUNCH_PARAMS.some((name) => params.has(name));
}

/**
 * Where a mini-app session goes once launched, logged in and the terms agreed.
 * Decision: a d払い payment still pending in this session (its order id kept in dPayMiniPaymentOrderId) is finished
 * first: the customer reopened the mini app during the payment, so they go to the order's complete page as a wallet
 * return, which starts the order with the kept payment request id. Otherwise the launch restaurant's entry
 * (`/restaurants/{id}/callback`, which picks the eating location, receive time or menus), else the shop list.
 */
export function dMiniLandingPath(input: {
  launchRestaurantId: string | null;
  pendingOrderId: string | null;
  pendingPaymentRequestId: string | null;
}): string {
  const restaurant = input.launchRestaurantId && RESTAURANT_ID.test(input.launchRestaurantId);
  if (input.pendingOrderId && restaurant) {
    const query = new URLSearchParams({ return: 'wallet' });
    if (input.pendingPaymentRequestId) query.set('payment_request_id', input.pendingPaymentRequestId);
    return `/restaurants/${input.launchRestaurantId}/order/${encodeURIComponent(input.pendingOrderId)}/complete?${query.toString()}`;
  }
  return restaurant ? `/restaurants/${input.launchRestaurantId}/callback` : '/';
}

/** The next step of a verified mini-app session. */
export type DMiniStep = 'terms' | 'login' | 'land';

/**
 * Decision: on first use the terms come first (GET /v1/dmini/user_status says whether they were agreed), then the
 * d-account login of the launch, then the launch restaurant: the customer agrees before the brand receives anything
 * of their d-account. The launch login runs whenever this session holds no dAccountSessionID (a new launch, a new
 * tab), and is skipped on a reload of a logged-in session.
 */
export function dMiniNextStep(input: { termsAgreed: boolean; hasDAccountSession: boolean }): DMiniStep {
  if (!input.termsAgreed) return 'terms';
  return input.hasDAccountSession ? 'land' : 'login';
}

/**
 * The payment request id a d払い payment return starts its order with (issue 14 item 12): the one on the return
 * address, else the one kept in the session for this very order (dPayMiniPaymentOrderId / dPayMiniPaymentRequestId).
 * Decision: a kept id of another order is never used, so a stale payment cannot start the wrong order.
 */
export function keptPaymentRequestId(
  fromAddress: string | null,
  kept: { orderId: string | null; paymentRequestId: string | null },
  orderId: string,
): string | null {
  if (fromAddress) return fromAddress;
  return kept.orderId === orderId ? kept.paymentRequestId : null;
}
