import { LAUNCH_QUERY, LIFF_LOGIN_RETURN_QUERY } from './line-launch-detect';
import { RETURN_URL_FALLBACK, sanitizeReturnUrl } from './return-url';

export { LAUNCH_QUERY, isLineUserAgent, needsLiff } from './line-launch-detect';

/**
 * The LINE mini app (LIFF) launch rules of SPEC 2 ("A messaging-app launch may carry target_liff_id, liff_id,
 * referrer_key_usecase and referrer_key_message, and a restaurant path"), SPEC 3 (Brand LIFF fields, restaurant LINE
 * setting, metrics referrer payload, liffData / target_liff_id / liff_state_restaurant_id) and SPEC 4 "Other"
 * ("A mini-app metrics event is sent once per session per app id when inside the messaging client").
 */

// Decision: a LIFF id is LINE's channel id, a dash and the app's suffix ("1234567890-AbCdEfGh"); anything else in a
// launch parameter is not a LIFF id and is ignored (never passed to liff.init).
const LIFF_ID = /^\d{6,20}-[A-Za-z0-9]{4,32}$/;
const MAX_REFERRER_KEY = 256;
// A restaurant id as the routes use it: one decoded segment of word characters and dashes.
const RESTAURANT_ID = /^[\w-]{1,64}$/;

/** True for a well-formed LIFF id. */
export function isLiffId(value: unknown): value is string {
  return typeof value === 'string' && LIFF_ID.test(value);
}

/**
 * The LIFF id of a LIFF URL: the first path segment that is a LIFF id (`https://liff.line.me/{id}/...`,
 * `https://miniapp.line.me/{id}`, or a same-origin `/liff/{id}/...` as the mock brand carries). Null when none.
 */
export function liffIdOfUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url, 'https://liff-url.invalid').pathname;
  } catch {
    return null;
  }
  return path.split('/').find(isLiffId) ?? null;
}

/** Where a brand's LIFF URLs come from: the brand (SPEC 3 Brand) and GET /v1/restaurants/line_setting. */
export interface BrandLiffUrls {
  liffUrl?: string | null;
  brandLiffUrl?: string | null;
  restaurantLiffUrlMap?: Readonly<Record<string, string>> | null;
  lineSettings?: ReadonlyArray<{ restaurantId: string; liffUrl: string }> | null;
}

/** Every LIFF id that belongs to the brand, without duplicates. */
export function brandLiffIds(urls: BrandLiffUrls): string[] {
  const all = [
    urls.liffUrl,
    urls.brandLiffUrl,
    ...Object.values(urls.restaurantLiffUrlMap ?? {}),
    ...(urls.lineSettings ?? []).map((setting) => setting.liffUrl),
  ].map(liffIdOfUrl);
  return [...new Set(all.filter((id): id is string => id !== null))];
}

/** The LIFF id chosen for a visit, and the requested ids refused because they are not this brand's. */
export interface LiffIdChoice {
  liffId: string | null;
  rejected: string[];
}

// Decision: the launch's own id wins when it is one of the brand's (target_liff_id, then liff_id, then the stored
// target_liff_id); then the launch restaurant's LIFF URL (its LINE setting, then the brand's restaurant map); then
// the brand's mini-app URL (liffUrl, then brandLiffUrl). A requested id that is not one of the brand's is refused
// and reported, never initialised: a forged link cannot make the app run as another brand's LINE mini app.
/** Which LIFF id applies to this visit (SPEC 3 Brand liffUrl / brandLiffUrl / restaurantLiffUrlMap, LINE setting). */
export function resolveLiffId(input: {
  requested: ReadonlyArray<string | null | undefined>;
  urls: BrandLiffUrls;
  restaurantId: string | null;
}): LiffIdChoice {
  const own = new Set(brandLiffIds(input.urls));
  const requested = input.requested.filter((id): id is string => Boolean(id));
  const accepted = requested.find((id) => own.has(id));
  const rejected = [...new Set(requested.filter((id) => !own.has(id)))];
  if (accepted) return { liffId: accepted, rejected };
  const { restaurantId, urls } = input;
  const restaurantUrl = restaurantId
    ? (urls.lineSettings?.find((setting) => setting.restaurantId === restaurantId)?.liffUrl ??
      urls.restaurantLiffUrlMap?.[restaurantId])
    : undefined;
  const liffId = [restaurantUrl, urls.liffUrl, urls.brandLiffUrl].map(liffIdOfUrl).find(Boolean) ?? null;
  return { liffId, rejected };
}

/**
 * The in-app path of a `liff.state` value, or null when it is missing or unsafe (`//evil`, `/\evil`, `javascript:`,
 * another origin, control characters). LIFF may also put only a query or hash there: no path, so null.
 */
export function launchPath(state: string | null | undefined): string | null {
  const raw = state?.trim();
  if (!raw?.startsWith('/')) return null;
  const safe = sanitizeReturnUrl(raw);
  return safe === RETURN_URL_FALLBACK && raw !== RETURN_URL_FALLBACK ? null : safe;
}

/** The restaurant id of a `/restaurants/{id}...` path, or null. */
export function restaurantIdOfPath(path: string | null | undefined): string | null {
  const segment = path?.split(/[?#]/, 1)[0]?.match(/^\/restaurants\/([^/]+)(?:\/|$)/)?.[1];
  if (!segment) return null;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return RESTAURANT_ID.test(id) ? id : null;
}

function liffIdParam(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
}

function referrerKey(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed && trimmed.length <= MAX_REFERRER_KEY && !/\p{Cc}/u.test(trimmed) ? trimmed : null;
}

/** What a visit's address says about a LINE launch. */
export interface LineLaunch {
  /** The safe path of `liff.state`, the place the customer was sent to. */
  statePath: string | null;
  /** The launch restaurant: of the state path, else of the address itself (a restaurant path launch). */
  restaurantId: string | null;
  /** Raw (not yet checked against the brand) target_liff_id and liff_id. */
  targetLiffId: string | null;
  liffId: string | null;
  referrerKeyUsecase: string | null;
  referrerKeyMessage: string | null;
  /** Back from LINE Login (liff.login): LIFF's own `liffClientId` / `liffRedirectUri` parameters are on the address. */
  loginReturn: boolean;
  /** The address carried `liff.state` but it was unsafe: ignored. */
  unsafeState: boolean;
}

/** Reads the launch from an address's pathname and query. Everything absent is null / false. */
export function readLineLaunch(pathname: string, search: string | URLSearchParams): LineLaunch {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawState = params.get(LAUNCH_QUERY.state);
  const path = launchPath(rawState);
  // A restaurant path whose restaurant id is not usable is as unsafe as any other bad state.
  const statePath = path && (!path.startsWith('/restaurants/') || restaurantIdOfPath(path)) ? path : null;
  return {
    statePath,
    restaurantId: restaurantIdOfPath(statePath) ?? restaurantIdOfPath(pathname),
    targetLiffId: liffIdParam(params.get(LAUNCH_QUERY.targetLiffId)),
    liffId: liffIdParam(params.get(LAUNCH_QUERY.liffId)),
    referrerKeyUsecase: referrerKey(params.get(LAUNCH_QUERY.referrerKeyUsecase)),
    referrerKeyMessage: referrerKey(params.get(LAUNCH_QUERY.referrerKeyMessage)),
    loginReturn: LIFF_LOGIN_RETURN_QUERY.some((name) => params.has(name)),
    unsafeState: Boolean(rawState?.trim()) && statePath === null && !/^[?#]/.test(rawState!.trim()),
  };
}

/** True when the address carries any LINE launch parameter (a restaurant path alone is an ordinary web visit). */
export function isLineLaunch(launch: LineLaunch): boolean {
  return Boolean(
    launch.statePath ||
    launch.unsafeState ||
    launch.targetLiffId ||
    launch.liffId ||
    launch.referrerKeyUsecase ||
    launch.referrerKeyMessage ||
    launch.loginReturn,
  );
}

// Decision: after liff.init the customer lands on the liff.state path; back from a LINE Login round trip (which
// returns to the endpoint URL without liff.state) they land on the launch path kept in liffData. A bare restaurant
// path (`/restaurants/{id}`, what the brand's restaurant LIFF URLs open) has no screen of its own: it lands on the
// restaurant's callback page, which decides where to go (SPEC 2). A restaurant path without a usable restaurant id
// is not landed on. Otherwise they stay.
/** The path to land on after LIFF started, or null to stay where the address is. */
export function landingPath(input: {
  currentPath: string;
  launch: LineLaunch;
  storedPath: string | null | undefined;
}): string | null {
  const stored = launchPath(input.storedPath);
  const target = input.launch.statePath ?? (input.launch.loginReturn ? stored : null) ?? input.currentPath;
  if (target.startsWith('/restaurants/') && !restaurantIdOfPath(target)) return null;
  const routed = target.replace(/^(\/restaurants\/[^/?#]+)\/?(?=[?#]|$)/, '$1/callback');
  return routed !== input.currentPath ? routed : null;
}

/** The launch data kept under `liffData` (SPEC 3 "Client storage"), always tagged with its brand. */
export interface LiffData {
  brandId: string;
  liffId?: string;
  referrerKeyUsecase?: string;
  referrerKeyMessage?: string;
  restaurantPath?: string;
  /** Returned by POST /v1/metrics/referrer for a known LINE user (SPEC 3). */
  userTableId?: string;
}

// Decision: launch data is tagged with the brand it was captured for; data of another brand is dropped on read and
// never merged, so launch parameters never end up in another brand's session.
/** The stored launch data if it belongs to this brand, else null. */
export function liffDataForBrand(stored: LiffData | null | undefined, brandId: string): LiffData | null {
  return stored && stored.brandId === brandId ? stored : null;
}

/** The launch data after a launch: this launch's values over the brand's previous ones. */
export function mergeLaunch(input: {
  previous: LiffData | null | undefined;
  brandId: string;
  launch: LineLaunch;
  liffId: string | null;
}): LiffData {
  const { launch } = input;
  const previous = liffDataForBrand(input.previous, input.brandId) ?? { brandId: input.brandId };
  const next: LiffData = { ...previous, brandId: input.brandId };
  if (input.liffId) next.liffId = input.liffId;
  if (launch.referrerKeyUsecase) next.referrerKeyUsecase = launch.referrerKeyUsecase;
  if (launch.referrerKeyMessage) next.referrerKeyMessage = launch.referrerKeyMessage;
  if (launch.statePath) next.restaurantPath = launch.statePath;
  return next;
}
