/**
 * Which host and scheme a request came for (issue 26 "Trust"). X-Forwarded-Host / X-Forwarded-Proto choose the brand
 * and HSTS only when TRUST_PROXY=1 says a proxy in front overwrites them; otherwise any client could pick another
 * brand with a header, so the request's own Host (and the socket's scheme) is used.
 */
interface HeaderReader {
  get(name: string): string | null;
}

/** The value the nearest proxy added: the last of a comma-separated list (earlier ones came from further away). */
function nearestHop(value: string | null): string | null {
  const last = value?.split(',').pop()?.trim();
  return last ? last : null;
}

export function requestHost(headers: HeaderReader, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? nearestHop(headers.get('x-forwarded-host')) : null;
  return forwarded ?? headers.get('host');
}

export function requestIsHttps(headers: HeaderReader, urlProtocol: string, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? nearestHop(headers.get('x-forwarded-proto'))?.toLowerCase() : null;
  if (forwarded) return forwarded === 'https';
  return urlProtocol === 'https:';
}
