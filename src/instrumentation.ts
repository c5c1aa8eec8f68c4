import type { Instrumentation } from 'next';

/**
 * Runs once when a server instance starts, before it answers any request (issue 26):
 * - checks the whole configuration (src/server/config.ts) and refuses to start — exit code 1 and one line naming
 *   each missing or bad variable — when it does not hold (a production server without API_ORIGIN, a bad URL, a
 *   brand table file that is not valid, …);
 * - logs the mode the server runs in.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { checkConfigAtBoot } = await import('./server/boot');
  checkConfigAtBoot();
}

/** One structured JSON log line per server error, with the request id the proxy gave the request. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./server/request-error-log');
  logRequestError(error, request, context);
};
