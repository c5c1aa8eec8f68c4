import { createReadinessProbe } from '@/server/readiness';

// Readiness (issue 26): 200 when the backend answers within 2 s (result kept a few seconds), 503 otherwise and from
// the moment SIGTERM arrives. The proxy does not run for this path.
export const dynamic = 'force-dynamic';

const readiness = createReadinessProbe();

export async function GET(): Promise<Response> {
  const result = await readiness();
  return Response.json(result.ready ? { status: 'ready' } : { status: 'unavailable', reason: result.reason }, {
    status: result.ready ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
