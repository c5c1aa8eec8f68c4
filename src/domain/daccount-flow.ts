import { sanitizeReturnUrl } from './return-url';
import type { StorageKeyDef } from './storage-keys';
import * as v from './storage-schema';
/**
 * The d-account round trips (issue 14 items 8 and 10): the `state` that binds a login to this session and brand, the
 * record kept while the browser is at the d-account page, and the judgement of the callback that comes back on
 * `/dmini/daccount/redirect`.
 */

/** Which d-account flow a login started, and so which callback call completes it. */
export type DAccountFlow = 'dminiLaunch' | 'dminiDpoint' | 'webDpoint';

/** What is kept in the session (key dAccountLogin) while the browser is at the d-account page. */
export interface DAccountLoginRecord {
  state: string;
  brandId: string;
  flow: DAccountFlow;
  restaurantId: string | null;
  /** Same-origin path to come back to after a d POINT card link. */
  returnPath: string;
  /** Set when a callback spent this state: the same callback again is a replay. */
  used: boolean;
}

export type DAccountCallbackRefusal =
  'missingState' | 'otherBrand' | 'noLogin' | 'stateMismatch' | 'replayed' | 'providerError' | 'missingCode';

export type DAccountCallbackJudgement =
  | { ok: true; flow: DAccountFlow; code: string; state: string; error: '' }
  | { ok: false; reason: DAccountCallbackRefusal };

/** Length of the random part of a state, in hex characters (128 bits). */
export const STATE_NONCE_HEX_LENGTH = 32;
const NONCE = new RegExp(`^[0-9a-f]{${STATE_NONCE_HEX_LENGTH}}$`);
const SEPARATOR = '.';

/**
 * The state sent with a d-account login: `<brandId>.<128-bit random hex>`.
 * Decision: the state names the brand it was made for, so a callback (or a launch's login) can never be completed in
 * another brand's session: each brand has its own host, hence its own session storage, and the brand in the state
 * must also be the brand of the host it comes back to. The random part comes from the caller (crypto).
 */
export function dAccountState(brandId: string, nonceHex: string): string {
  if (!brandId || brandId.includes(SEPARATOR)) throw new Error('brand id');
  if (!NONCE.test(nonceHex)) throw new Error('nonce');
  return `${brandId}${SEPARATOR}${nonceHex}`;
}

/** The brand a state was made for, or null for a state of another shape. */
export function stateBrand(state: string): string | null {
  const at = state.lastIndexOf(SEPARATOR);
  if (at <= 0) return null;
  return NONCE.test(state.slice(at + 1)) ? state.slice(0, at) : null;
}

/** The loginType of GET /v1/dmini/daccount/login/{brandId} for a mini-app flow. */
export function dMiniLoginType(flow: DAccountFlow): 'launch' | 'dpoint' {
  return flow === 'dminiLaunch' ? 'launch' : 'dpoint';
}

/**
 * Which call completes a callback: the launch login → GET /v1/dmini/daccount/callback/launch, a d POINT card link in
 * the mini app → GET /v1/dmini/daccount/callback/dpoint, on the web → GET /v1/daccount/callback/dpoint.
 * Decision: every d-account flow comes back to the one address `/dmini/daccount/redirect`; the kept record (not the
 * address) says which flow it was, so a callback cannot pick its own call.
 */
export function callbackOperation(
  flow: DAccountFlow,
): 'dMiniLaunchCallback' | 'dMiniDpointCallback' | 'dAccountDpointCallback' {
  if (flow === 'dminiLaunch') return 'dMiniLaunchCallback';
  return flow === 'dminiDpoint' ? 'dMiniDpointCallback' : 'dAccountDpointCallback';
}

/**
 * Judges the callback's query (`code`, `error`, `state`) against the kept record and this host's brand, in this
 * order: no state; a state of another brand; no login started in this session; another state; a state already spent
 * (a replayed callback: back button, reload, a copied address); the provider's `error=`; no code.
 * Decision: the state is checked before the provider's error, so only a callback of our own login can even report an
 * error; a refused callback never calls the server and never logs in. The caller marks the record used on any
 * judgement that got past the state checks, so the same address cannot be tried twice.
 */
export function judgeDAccountCallback(
  params: URLSearchParams,
  record: DAccountLoginRecord | null,
  brandId: string,
): DAccountCallbackJudgement {
  const state = params.get('state') ?? '';
  if (!state) return { ok: false, reason: 'missingState' };
  if (stateBrand(state) !== brandId) return { ok: false, reason: 'otherBrand' };
  if (!record) return { ok: false, reason: 'noLogin' };
  if (record.state !== state) return { ok: false, reason: 'stateMismatch' };
  if (record.used) return { ok: false, reason: 'replayed' };
  if (record.brandId !== brandId) return { ok: false, reason: 'otherBrand' };
  if (params.get('error')) return { ok: false, reason: 'providerError' };
  const code = params.get('code') ?? '';
  if (!code) return { ok: false, reason: 'missingCode' };
  return { ok: true, flow: record.flow, code, state, error: '' };
}

/** True when a refusal comes after the state matched our record, so the record must be spent. */
export function spendsRecord(reason: DAccountCallbackRefusal): boolean {
  return reason === 'providerError' || reason === 'missingCode';
}

const shortText = v.text(1, 256);
/** The kept login record's shape: anything else in storage is dropped (never trusted). */
export const DAccountLoginRecordSchema = v.plainObject({
  state: shortText,
  brandId: shortText,
  flow: v.picklist(['dminiLaunch', 'dminiDpoint', 'webDpoint']),
  restaurantId: v.nullable(shortText),
  returnPath: v.text(0, 2048, (value) => sanitizeReturnUrl(value) === value),
  used: v.boolean,
});

/**
 * Decision: the d-account login in progress is kept in session storage under `dAccountLogin`, beside the spec's
 * d-account keys (SPEC 3 lists the keys the product reads; this one only lives during the round trip). It is its own
 * key map so the spec's key list stays as the spec says.
 */
export const DACCOUNT_STORAGE_KEYS = {
  dAccountLogin: {
    key: 'dAccountLogin',
    area: 'session',
    schema: DAccountLoginRecordSchema,
    empty: null,
  } satisfies StorageKeyDef<DAccountLoginRecord, null>,
} as const;
