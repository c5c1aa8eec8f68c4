import { cache } from 'react';
import { cookies, headers as requestHeaders } from 'next/headers';
import { CACHE_TIME, SERVER_PREFETCH_TIMEOUT_MS } from '@/domain/constants';
import type { BrandResult } from '@/ui/brand/brand-types';
import { callGetBrand } from './brand-call';
import { mockCallHeaders } from '@/mock/server/call-headers';
import { serverApiClient } from './server-api-client';
import { REQUEST_ID_HEADER } from './log';
import { publicCache, publicCacheKey } from './public-cache';

/**
 * The brand for the server render, through the server instance of the one HTTP client. Cached per request, so
 * generateMetadata and the layout share one call. Against the mock it carries the same headers as every other call
 * (mockCallHeaders: `Prefer` and the dev kit's mock time, scenario and session, from the request's cookies); none
 * against a real backend. The brand is public: the instance keeps a loaded one for SPEC 9's hour (public-cache.ts),
 * and waits at most SERVER_PREFETCH_TIMEOUT_MS for it, so a slow backend cannot hold every page for 60 s.
 */
export const fetchBrandOnServer = cache(async (brandId: string): Promise<BrandResult> => {
  const [jar, incoming] = await Promise.all([cookies(), requestHeaders()]);
  const path = `/v1/brands/${encodeURIComponent(brandId)}`;
  const headers = mockCallHeaders(path, (name) => jar.get(name)?.value);
  const key = publicCacheKey(`${path}|${brandId}`, Object.fromEntries(headers));
  const requestId = incoming.get(REQUEST_ID_HEADER);
  const sent = requestId ? [...headers, [REQUEST_ID_HEADER, requestId] as const] : headers;
  try {
    return await publicCache.get(key, CACHE_TIME.BRAND, async () => {
      const result = await callGetBrand(serverApiClient(), brandId, sent, SERVER_PREFETCH_TIMEOUT_MS);
      if (!result.ok) throw new BrandCallFailed(result);
      return result;
    });
  } catch (error) {
    if (error instanceof BrandCallFailed) return error.result;
    throw error;
  }
});

/** A failed brand answer, thrown only to keep it out of the cache. */
class BrandCallFailed extends Error {
  constructor(readonly result: BrandResult) {
    super('brand call failed');
  }
}
