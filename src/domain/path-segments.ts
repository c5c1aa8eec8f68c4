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
