import { cache } from 'react';
import { cookies } from 'next/headers';
import { apiKey, apiOrigin } from '@/api/api-config';
import { fromWireKeys } from '@/api/case-conversion';
import { toShellBrand, type BrandResult } from './brand-types';
import { MOCK_PREFER_COOKIE, mockPreferFromCookie } from './mock-prefer';

const TIMEOUT_MS = 10_000;

/**
 * GET /v1/brands/{brandId} from the server render, straight to API_ORIGIN (not through the shared axios instance:
 * its context is process-wide, and here headers are per request). Cached per request, so generateMetadata and the
 * layout share one call. With the mock, the `mock_prefer` cookie is forwarded as `Prefer` (see mock-prefer.ts).
 */
export const fetchBrandOnServer = cache(async (brandId: string): Promise<BrandResult> => {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-api-key': apiKey(),
    'x-brand-id': brandId,
    'x-platform-code': 'web',
  };
  const path = `/v1/brands/${encodeURIComponent(brandId)}`;
  const prefer = mockPreferFromCookie((await cookies()).get(MOCK_PREFER_COOKIE)?.value, process.env, path);
  if (prefer) headers.prefer = prefer;
  try {
    const response = await fetch(`${apiOrigin()}${path}`, {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body: unknown = fromWireKeys(await response.json().catch(() => null));
    if (!response.ok) {
      const code =
        body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : 'badResponse';
      return { ok: false, status: response.status, code, endpoint: 'getBrand' };
    }
    const brand = toShellBrand(body);
    return brand ? { ok: true, brand } : { ok: false, status: response.status, code: 'badResponse', endpoint: 'getBrand' };
  } catch (error) {
    const timeout = error instanceof Error && error.name === 'TimeoutError';
    return { ok: false, status: null, code: timeout ? 'timeout' : 'network', endpoint: 'getBrand' };
  }
});
