import { handleTelemetry } from '@/server/telemetry';

/** `POST /telemetry` (issue 26 item 5): the browser's errors, vitals, page views and SPEC 4 events, logged. */
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleTelemetry(request);
}

const notAllowed = (): Response =>
  new Response(null, { status: 405, headers: { allow: 'POST', 'cache-control': 'no-store' } });

export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
