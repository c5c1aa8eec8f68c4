import { cache } from 'react';
import { cookies } from 'next/headers';
import type { BrandResult } from '@/ui/brand/brand-types';
import { callGetBrand } from './brand-call';
import { MOCK_PREFER_COOKIE, mockPreferFromCookie } from './mock-prefer';
import { serverApiClient } from './server-api-client';

/**
 * The brand for the server render, through the server instance of the one HTTP client. Cached per request, so
 * generateMetadata and the layout share one call. With the mock, the `mock_prefer` cookie is forwarded as `Prefer`.
 */
export const fetchBrandOnServer = cache(async (brandId: string): Promise<BrandResult> => {
  const path = `/v1/brands/${encodeURIComponent(brandId)}`;
  const prefer = mockPreferFromCookie((await cookies()).get(MOCK_PREFER_COOKIE)?.value, process.env, path);
  return callGetBrand(serverApiClient(), brandId, prefer);
});
