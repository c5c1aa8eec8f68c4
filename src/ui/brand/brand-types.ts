import type { Brand } from '@/api/generated/models';

/**
 * Result of the server-side brand call: the generated `Brand`, or the failure as every other call reports it
 * (`toApiFailure`: a server `data.code` or a network-level code, both known to the error catalogue via error-copy).
 */
export type BrandResult =
  { ok: true; brand: Brand } | { ok: false; endpoint: 'getBrand'; status: number | null; code: string };
