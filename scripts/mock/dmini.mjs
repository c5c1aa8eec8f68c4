// The d払い mini app on the mock (issue 14): what Prism's static examples cannot play. Used by layer.mjs only for a
// request that asks for no example (no Prefer, no scenario), so every named example and forced error still works.
// - GET /v1/dmini/seed answers a fresh one-time seed; POST /v1/dmini/verify_hash judges {seed, hash} as the real
//   server would: valid only for a seed this mock issued, not yet spent, whose hash is the SHA-256 (hex) of the seed.
//   The stand-in of the d払い app (/mock-standin/dpay-app) launches the mini app with such a pair.
// - The d-account login starts (GET /v1/dmini/daccount/login/{brandId}, GET /v1/daccount/login/{brandId}/{id}) echo
//   the request's `state` in the authorization URL, as a provider does, so the callback carries the app's own state.
// - The mini-app user status is kept per brand and mock session: a first launch is `new`; the terms POST, the launch
//   callback, the d POINT card callbacks and the unlink change it.
// - Prism does not honour `allowEmptyValue`: a required query parameter sent empty counts as missing (400). The
//   d-account callbacks send `code` and `error` always, one of them empty (the contract: "all required"), so an
//   empty one is forwarded to Prism as a single space; a missing one still reaches Prism missing and is refused.
// - Calls from inside the mini app (x-platform-code: pay_mini_app) get the confirmation that offers d払い (mini app);
//   a preorder paid with PAYMENT_METHOD_D_MINI_APP gets the d払い stand-in payment page.
import { createHash, randomBytes } from 'node:crypto';

const CALLBACK_PATHS = new Set([
  '/v1/dmini/daccount/callback/launch',
  '/v1/dmini/daccount/callback/dpoint',
  '/v1/daccount/callback/dpoint',
]);
const LOGIN_PATH = /^\/v1\/(dmini\/daccount\/login\/[^/]+|daccount\/login\/[^/]+\/[^/]+)$/;
const CARD_NUMBER = '****-****-****-1234';

/** The hash the d払い app sends for a seed (the contract: "the SHA-256 hash the mini app computed over the seed"). */
export function dMiniHash(seed) {
  return createHash('sha256').update(String(seed), 'utf8').digest('hex');
}

export function createDMiniMock() {
  /** seed → spent? */
  const seeds = new Map();
  /** status key → user status (wire snake_case). */
  const statuses = new Map();

  const status = (key) =>
    statuses.get(key) ?? { is_terms_agreed: false, is_d_account_linked: false, is_dpoint_card_connected: false };
  const update = (key, patch) => {
    const next = { ...status(key), ...patch };
    if (!next.is_dpoint_card_connected) delete next.dpoint_card_number;
    statuses.set(key, next);
    return next;
  };

  return {
    /** The query string to forward to Prism (see the note on empty callback parameters above). */
    prismQuery(path, search) {
      if (!CALLBACK_PATHS.has(path) || !search) return search;
      const params = new URLSearchParams(search);
      for (const name of ['code', 'error']) if (params.has(name) && params.get(name) === '') params.set(name, ' ');
      return `?${params.toString()}`;
    },

    /** The example to ask Prism for, or null to leave the request as it is. */
    exampleFor({ method, path, headers, requestJson }) {
      if (method === 'POST' && path === '/v1/orders/confirm' && headers['x-platform-code'] === 'pay_mini_app')
        return 'example=dMiniApp';
      if (
        method === 'POST' &&
        path === '/v1/orders/preorder' &&
        requestJson?.payment_method === 'PAYMENT_METHOD_D_MINI_APP'
      )
        return 'example=dMiniApp';
      return null;
    },

    /** Replaces Prism's 200 answer where the mini app needs a live one; `key` is the brand and mock session. */
    answer({ method, path, url, key, json, requestJson }) {
      if (method === 'GET' && LOGIN_PATH.test(path) && typeof json?.authorization_url === 'string') {
        const target = new URL(json.authorization_url);
        target.searchParams.set('state', url.searchParams.get('state') ?? '');
        return { ...json, authorization_url: target.href };
      }
      if (method === 'GET' && path === '/v1/dmini/seed') {
        const seed = randomBytes(18).toString('base64url');
        seeds.set(seed, false);
        return { ...json, seed };
      }
      if (method === 'POST' && path === '/v1/dmini/verify_hash') {
        const seed = requestJson?.seed;
        const valid = seeds.get(seed) === false && requestJson?.hash === dMiniHash(seed);
        if (valid) seeds.set(seed, true);
        return { is_valid: valid };
      }
      if (path === '/v1/dmini/user_status') {
        if (method === 'POST') return update(key, { is_terms_agreed: requestJson?.is_terms_agreed === true });
        return status(key);
      }
      if (method === 'GET' && path === '/v1/dmini/daccount/callback/launch') {
        update(key, { is_d_account_linked: true });
        return json;
      }
      if (
        method === 'GET' &&
        (path === '/v1/dmini/daccount/callback/dpoint' || path === '/v1/daccount/callback/dpoint')
      ) {
        update(key, { is_dpoint_card_connected: true, dpoint_card_number: CARD_NUMBER });
        return json;
      }
      if (method === 'DELETE' && path === '/v1/dmini/daccount/dpoint_card_connecting') {
        update(key, { is_dpoint_card_connected: false });
        return json;
      }
      return json;
    },
  };
}
