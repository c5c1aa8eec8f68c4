import type { AxiosError } from 'axios';
import { statusErrorCode } from '@/domain/error-codes';

/** Network-level failure codes (SPEC 8: network error, timeout, bad request, bad response, canceled). */
export type NetworkErrorCode = 'network' | 'timeout' | 'badRequest' | 'badResponse' | 'canceled' | 'unknown';

/** Thrown before sending when a required parameter is missing (SPEC 5). */
export class RequiredParameterError extends Error {
  override readonly name = 'RequiredParameterError';
  constructor(
    readonly parameter: string,
    readonly operationId: string,
  ) {
    super(`Required parameter ${parameter} was null or undefined when calling ${operationId}.`);
  }
}

/** The HTTP client's code could not be loaded (http-client.ts loads it with the first call): a network failure. */
export class ClientLoadError extends Error {
  override readonly name = 'ClientLoadError';
  constructor(override readonly cause: unknown) {
    super(`The HTTP client could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * axios's own `isAxiosError` test (an object flagged `isAxiosError: true`), written here so that classifying an error
 * does not pull axios into the first-load JavaScript (http-client.ts loads it with the first call).
 */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** What a screen needs to know about a failed call. */
export type ApiFailure =
  /** `code` is the server's `data.code`, or the network-level code when the body carries none (e.g. an HTML 502). */
  | { kind: 'server'; status: number; code: string; message: string }
  | { kind: 'network'; status: null; code: NetworkErrorCode; message: string }
  | { kind: 'required'; status: null; code: 'required'; message: string };

const AXIOS_CODES: Record<string, NetworkErrorCode> = {
  ERR_NETWORK: 'network',
  ECONNABORTED: 'timeout',
  ETIMEDOUT: 'timeout',
  ERR_BAD_REQUEST: 'badRequest',
  ERR_BAD_RESPONSE: 'badResponse',
  ERR_CANCELED: 'canceled',
};

function networkCode(axiosCode: string | undefined): NetworkErrorCode {
  return AXIOS_CODES[axiosCode ?? ''] ?? 'unknown';
}

/** The server error code (`data.code`) of a failed response, if any. */
export function serverErrorCode(error: unknown): string | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') return data.code;
  return null;
}

/** Classify any thrown value from a call into a server failure, a network failure or a refused call. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof RequiredParameterError) {
    return { kind: 'required', status: null, code: 'required', message: error.message };
  }
  if (isAxiosError(error)) {
    if (error.response) {
      const data: unknown = error.response.data;
      const message =
        data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
          ? data.message
          : error.message;
      const code = serverErrorCode(error) ?? statusErrorCode(error.response.status) ?? networkCode(error.code);
      return { kind: 'server', status: error.response.status, code, message };
    }
    return { kind: 'network', status: null, code: networkCode(error.code), message: error.message };
  }
  if (error instanceof ClientLoadError)
    return { kind: 'network', status: null, code: 'network', message: error.message };
  return {
    kind: 'network',
    status: null,
    code: 'unknown',
    message: error instanceof Error ? error.message : String(error),
  };
}
