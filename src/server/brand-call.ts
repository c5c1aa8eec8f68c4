import type { AxiosInstance } from 'axios';
import { toApiFailure } from '@/api/api-error';
import { getBrand } from '@/api/generated/endpoints/brands/brands';
import { getBrand200Response } from '@/api/generated/zod/brands/brands.zod';
import type { BrandResult } from '@/ui/brand/brand-types';

/**
 * GET /v1/brands/{brandId} through `client`, with the brand and `mockHeaders` (the mock-only headers of
 * mockCallHeaders, empty against a real backend) sent on this request.
 */
export async function callGetBrand(
  client: AxiosInstance,
  brandId: string,
  mockHeaders: ReadonlyArray<readonly [string, string]> = [],
  timeout?: number,
): Promise<BrandResult> {
  const headers: Record<string, string> = { ...Object.fromEntries(mockHeaders), 'x-brand-id': brandId };
  try {
    const body = await getBrand(encodeURIComponent(brandId), { client, headers, timeout });
    // Decision: the brand renders on every page of the shell, so a 200 whose body is not a Brand (a proxy's HTML page,
    // an old server) is the same failure as a malformed response ('badResponse'), not a half-drawn header.
    const parsed = getBrand200Response.safeParse(body);
    if (parsed.success) return { ok: true, brand: body };
    return { ok: false, endpoint: 'getBrand', status: 200, code: 'badResponse' };
  } catch (error) {
    const { status, code } = toApiFailure(error);
    return { ok: false, endpoint: 'getBrand', status, code };
  }
}
