// Liveness (issue 26): 200 while the process runs. It never asks the backend, so a backend outage does not get every
// instance restarted. The proxy does not run for this path (no brand host is needed: probes come by pod address).
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
