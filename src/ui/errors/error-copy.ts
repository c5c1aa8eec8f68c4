import { lookupError, type ErrorCopy } from '@/domain/error-catalogue';
import { NETWORK_ERROR_CODES } from '@/domain/error-codes';

/** The API layer's network codes (src/api/api-error.ts) → the catalogue's (axios) codes. */
const API_NETWORK_TO_CATALOGUE: Record<string, string> = {
  network: NETWORK_ERROR_CODES.network,
  timeout: NETWORK_ERROR_CODES.timeout,
  badRequest: NETWORK_ERROR_CODES.badRequest,
  badResponse: NETWORK_ERROR_CODES.badResponse,
  canceled: NETWORK_ERROR_CODES.canceled,
};

/** Normalises any error code the app carries (server code, API-layer or axios network code) for the catalogue. */
export function catalogueCode(code: string | null | undefined): string | null {
  if (!code) return null;
  return API_NETWORK_TO_CATALOGUE[code] ?? code;
}

/** Title, text and button (translation keys and action) for an endpoint's error (domain catalogue, SPEC 8). */
export function errorCopyFor(endpoint: string, code: string | null | undefined): ErrorCopy {
  return lookupError(endpoint, catalogueCode(code));
}
