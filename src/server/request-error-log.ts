import { logEvent } from './log';
import { REQUEST_ID_HEADER } from './log';

interface ErrorRequest {
  path: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

interface ErrorContext {
  routerKind: string;
  routePath: string;
  routeType: string;
}

/** One JSON line for a server error (instrumentation onRequestError): route, request id, error name and message. */
export function logRequestError(error: unknown, request: ErrorRequest, context: ErrorContext): void {
  const header = request.headers[REQUEST_ID_HEADER];
  const err = error instanceof Error ? error : new Error(String(error));
  logEvent('error', 'server error', {
    requestId: Array.isArray(header) ? header[0] : header,
    method: request.method,
    // The path without its query: queries may carry codes and tokens (login return, payment returns).
    path: request.path.split('?')[0],
    route: context.routePath,
    routeType: context.routeType,
    router: context.routerKind,
    error: err.name,
    message: err.message.slice(0, 500),
    digest: (err as Error & { digest?: string }).digest,
  });
}
