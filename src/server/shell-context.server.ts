import { cache } from 'react';
import { headers } from 'next/headers';
import { resolveBrandId } from '@/domain/brand-table';
import { BRAND_ID_HEADER, NONCE_HEADER } from './request-headers';

/** Brand id and CSP nonce of the current request, as set by src/proxy.ts (host table as a fallback). */
export const getShellRequest = cache(async (): Promise<{ brandId: string | null; nonce: string | undefined }> => {
  const list = await headers();
  const brandId = list.get(BRAND_ID_HEADER) ?? resolveBrandId(list.get('x-forwarded-host') ?? list.get('host'));
  return { brandId, nonce: list.get(NONCE_HEADER) ?? undefined };
});

/** Robots: noindex/nofollow unless ROBOTS_INDEX=1 (ordering pages are per-session and not meant for search engines). */
export function robotsNoIndex(env: Record<string, string | undefined> = process.env): boolean {
  return env.ROBOTS_INDEX !== '1';
}

/** When this request's page is rendered (ms since the epoch): the time the time-dependent labels are written for. */
export function renderTime(): number {
  return Date.now();
}
