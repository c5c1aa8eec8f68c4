import { publicConfig } from './public-config';

/**
 * Where the backend lives and how this client identifies itself.
 * The browser always calls the same origin (`/api/...`); the Next server forwards to API_ORIGIN (src/proxy.ts).
 * On the server (route handlers, generateMetadata) calls go straight to API_ORIGIN.
 */
export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4010';
export const BROWSER_API_BASE = '/api';
/** Request timeout (SPEC 9 "Request timeout 60 s"): the domain's one constant. */
export { REQUEST_TIMEOUT_MS } from '@/domain/constants';

/** The backend origin: `API_ORIGIN`, else the embedded Prism mock. */
export function apiOrigin(): string {
  return process.env.API_ORIGIN || DEFAULT_API_ORIGIN;
}

/** Base URL for requests from where this code runs. */
export function apiBaseUrl(): string {
  return typeof window === 'undefined' ? apiOrigin() : BROWSER_API_BASE;
}

/**
 * The API key header value; not a secret (it identifies the web client), so the browser gets it too. On the server it
 * is API_KEY (or the mock's key in mock mode); in the browser the value the server handed over (public-config.ts).
 */
export function apiKey(): string {
  if (typeof window !== 'undefined') return publicConfig().apiKey;
  return process.env.API_KEY || (process.env.MOCK_MODE === '1' ? MOCK_API_KEY : '');
}

/** The key the embedded mock is called with when no API_KEY is set (Prism wants the header, not a value). */
export const MOCK_API_KEY = 'dev-api-key';
