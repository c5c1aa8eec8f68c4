import { AxiosError, type AxiosResponse } from 'axios';

// Decision: every success answer of the contract is a JSON object (an envelope); a 2xx whose body did not parse
// (a proxy's HTML error page, a truncated body: axios leaves such a body as a string) or parsed to anything but an
// object (an array, a number, null) is a bad response (SPEC 8 network-level codes). Only a 204 may be empty.
/** True when a success answer's body can be used: a JSON object, or nothing at all on a 204. */
export function isUsableBody(status: number, data: unknown): boolean {
  if (status === 204) return data === undefined || data === null || data === '';
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

/**
 * Throws an `ERR_BAD_RESPONSE` AxiosError without a response attached, so `toApiFailure` classifies it as the
 * network-level `badResponse` (the garbage body is never handed to a screen).
 */
export function assertUsableBody(response: AxiosResponse): void {
  if (isUsableBody(response.status, response.data)) return;
  throw new AxiosError(
    `Response body of ${response.config.url ?? 'the call'} is not a JSON object`,
    AxiosError.ERR_BAD_RESPONSE,
    response.config,
    response.request,
  );
}
