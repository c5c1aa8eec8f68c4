import { cache } from 'react';
import { cookies } from 'next/headers';
import type { BrandResult } from '@/ui/brand/brand-types';
import { callGetBrand } from './brand-call';
import { mockCallHeaders } from './mock-call-headers';
import { serverApiClient } from './server-api-client';

/**
 * The brand for the server render, through the server instance of the one HTTP client. Cached per request, so
 * generateMetadata and the layout share one call. Against the mock it carries the same headers as every other call
 * (mockCallHeaders: `Prefer` and the dev kit's mock time, scenario and session, from the request's cookies); none
 * against a real backend.
 */
export const fetchBrandOnServer = cache(async (brandId: string): Promise<BrandResult> => {
  const jar = await cookies();
  const path = `/v1/brands/${encodeURIComponent(brandId)}`;
  const headers = mockCallHeaders('GET', path, (name) => jar.get(name)?.value);
  return callGetBrand(serverApiClient(), brandId, headers);
});
