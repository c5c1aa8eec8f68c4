/** Where an unsafe or missing return URL goes instead (DESIGN "Security notes"). */
export const RETURN_URL_FALLBACK = '/';

const PROBE_ORIGIN = 'https://return-url.invalid';
const MAX_DECODE_ROUNDS = 10;
// Control characters (C0, DEL, C1), and the backslash that browsers read as a slash in special URLs.
const FORBIDDEN = /[\p{Cc}\\]/u;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function decodeAsciiOnce(text: string): string {
  return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every percent-decoding layer of a string (ASCII escapes only), or null if it never settles. */
function decodeLayers(text: string): string[] | null {
  const layers = [text];
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const next = decodeAsciiOnce(layers[layers.length - 1]!);
    if (next === layers[layers.length - 1]) return layers;
    layers.push(next);
  }
  return null;
}

function isSafePathLayer(layer: string): boolean {
  return layer.startsWith('/') && !layer.startsWith('//') && !FORBIDDEN.test(layer) && !SCHEME.test(layer);
}

function sameOriginPath(raw: string, origin: string | undefined): string | null {
  if (!SCHEME.test(raw)) return raw;
  if (!origin) return null;
  try {
    const url = new URL(raw);
    const own = new URL(origin);
    if (!/^https?:$/.test(url.protocol) || url.origin !== own.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

// Decision: input is trimmed of spaces first (browsers do the same); any control character or backslash, in the
// raw text or in any percent-decoded layer (ASCII escapes, decoded repeatedly), rejects it; '%' sequences that are
// not ASCII escapes are left alone. An absolute http(s) URL on exactly the given origin is reduced to its path,
// query and hash; without an origin every absolute URL is rejected. The result is the browser-normalised path
// (WHATWG URL parsing), checked again so dot segments like '/.//evil' can never yield '//evil'.
/** Allows only same-origin paths as a return URL; anything else gives '/'. */
export function sanitizeReturnUrl(raw: unknown, origin?: string): string {
  if (typeof raw !== 'string') return RETURN_URL_FALLBACK;
  const path = sameOriginPath(raw.trim(), origin);
  const layers = path === null ? null : decodeLayers(path);
  if (!layers?.every(isSafePathLayer)) return RETURN_URL_FALLBACK;
  const url = new URL(path!, PROBE_ORIGIN);
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  const final = decodeLayers(normalised);
  return url.origin === PROBE_ORIGIN && final?.every(isSafePathLayer) ? normalised : RETURN_URL_FALLBACK;
}

/**
 * The one same-origin rule for every in-app navigation (issue 10 item 4): a path our code built (ids already
 * `encodeURIComponent`-ed) passes unchanged; anything else (javascript:, another origin, `//host`, `/\host`) gives '/'.
 */
export function internalHref(href: string): string {
  return sanitizeReturnUrl(href);
}
