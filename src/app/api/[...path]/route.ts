import { forwardApiCall } from '@/server/api-forward';

// The browser's API calls, forwarded to API_ORIGIN (src/server/api-forward.ts); src/proxy.ts has let through only
// the contract's operations, with the brand and the request id set.
export const dynamic = 'force-dynamic';

const forward = (request: Request) => forwardApiCall(request);

export const GET = forward;
export const POST = forward;
export const PUT = forward;
export const PATCH = forward;
export const DELETE = forward;
