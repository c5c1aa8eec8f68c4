// Hostile addresses (issue 10 item 3): a path segment whose percent-encoding does not decode (`%ZZ`, a cut UTF-8
// sequence such as `%E0%A4%A`) makes Next fail before any page code runs. The proxy checks every path with this rule
// first and answers the not-found page instead.

/** Longest path the proxy accepts (characters); longer ones are answered as not found. */
export const MAX_PATH_LENGTH = 2048;

/** True when every segment of the pathname percent-decodes (and the path is not absurdly long). */
export function isDecodablePath(pathname: string): boolean {
  if (pathname.length > MAX_PATH_LENGTH) return false;
  return pathname.split('/').every((segment) => {
    if (!segment.includes('%')) return true;
    try {
      decodeURIComponent(segment);
      return true;
    } catch {
      return false;
    }
  });
}

/** Longest id the server render puts into an API path of its own (characters). */
export const MAX_PLAIN_ID_LENGTH = 128;

// Decision (issue 15): the server render fetches data for a route only when the route's ids are plain ids (letters,
// digits, `-`, `_`). Anything else (dots, slashes, encoded characters) is left to the browser's own call, which the
// proxy checks against the contract, so an address can never steer a server-side call to another API path.
/** True for an id that can go into an API path as it is: 1–128 letters, digits, `-` or `_`. */
export function isPlainId(value: string): boolean {
  return value.length <= MAX_PLAIN_ID_LENGTH && /^[A-Za-z0-9_-]+$/.test(value);
}
