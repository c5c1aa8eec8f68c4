import type { LocalizedText } from '@/domain/language';

/** Contact settings shared by brands and restaurants (SPEC 3). */
export type ContactInformationType = 'NONE' | 'CONTACT_URL' | 'PHONE_NUMBER';

/** The brand fields the shell uses (SPEC 3 "Brand"), camelCase as the API layer returns them. */
export interface ShellBrand {
  brandId: string;
  brandName: string;
  brandNameLanguages?: LocalizedText[] | null;
  coverImageUrl?: string | null;
  logoImageUrl?: string | null;
  enableIdIntegration?: boolean | null;
  enableLineMiniApp?: boolean | null;
  liffUrl?: string | null;
  brandLiffUrl?: string | null;
  myPageUrl?: string | null;
  contactInformationType?: ContactInformationType | string | null;
  contactInformation?: string | null;
}

/** Result of the server-side brand call: the brand, or what went wrong (for the error catalogue). */
export type BrandResult =
  | { ok: true; brand: ShellBrand }
  | { ok: false; status: number | null; code: string; endpoint: 'getBrand' };

/** Accepts the body as `{...brand}`, `{ data: {...brand} }` or `{ data: { brand } }` and checks the two required fields. */
export function toShellBrand(body: unknown): ShellBrand | null {
  const unwrap = (value: unknown): unknown =>
    value && typeof value === 'object' && 'data' in value ? (value as { data: unknown }).data : value;
  let candidate = unwrap(body);
  if (candidate && typeof candidate === 'object' && 'brand' in candidate) candidate = (candidate as { brand: unknown }).brand;
  if (!candidate || typeof candidate !== 'object') return null;
  const brand = candidate as Partial<ShellBrand>;
  if (typeof brand.brandId !== 'string' || typeof brand.brandName !== 'string') return null;
  return brand as ShellBrand;
}
