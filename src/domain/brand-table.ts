import type { Language } from './language';

/** One built-in brand configuration entry (SPEC 1, SPEC 3 "Brand configuration"). */
export interface BrandEntry {
  readonly domain: string;
  readonly brandId: string;
  /** Set on entries that belong to the one flagged brand family (SPEC 1). */
  readonly family?: boolean;
  /** Native-app URL scheme, carried by a few entries (SPEC 1). */
  readonly nativeAppScheme?: string;
}

// Decision: the table also knows each brand's display name, so a page whose brand call failed still says whose shop
// it is (issue 16 item 4: the error page kept "モバイルオーダー"); the server's brand name wins whenever it loads.
/** Display names of the built-in brands by language (ja always present), for when the brand call fails. */
export const BRAND_NAMES: Readonly<Record<string, Readonly<Partial<Record<Language, string>> & { ja: string }>>> = {
  demo: { ja: 'デモ食堂', en: 'Demo Shokudo', 'zh-cn': '演示食堂', 'zh-tw': '示範食堂' },
  sakura: { ja: 'さくら食堂', en: 'Sakura Shokudo' },
};

/** The built-in display name of a brand in a language (Japanese when the language has none), or null. */
export function brandTableName(brandId: string | null | undefined, language: Language): string | null {
  const names = brandId ? BRAND_NAMES[brandId] : undefined;
  if (!names) return null;
  return names[language] ?? names.ja;
}

// Decision: the spec does not show the table; these entries are invented. Local hosts map to the mock's
// brand `demo`; `sakura` is the flagged family brand and carries a native-app scheme on production only.
/** The built-in host → brand table across environments (local, dev, staging, production). */
export const BRAND_TABLE: readonly BrandEntry[] = [
  { domain: 'localhost', brandId: 'demo' },
  { domain: '127.0.0.1', brandId: 'demo' },
  { domain: 'demo.order.example', brandId: 'demo' },
  { domain: 'demo.stg.order.example', brandId: 'demo' },
  { domain: 'demo.dev.order.example', brandId: 'demo' },
  { domain: 'sakura.order.example', brandId: 'sakura', family: true, nativeAppScheme: 'sakura-app://' },
  { domain: 'sakura.stg.order.example', brandId: 'sakura', family: true },
  { domain: 'sakura.dev.order.example', brandId: 'sakura', family: true },
];

/** Lower-cases a host and strips its port (also handles bracketed IPv6 hosts and a trailing dot). */
export function normalizeHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : trimmed.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

/** Resolves a request host to its brand entry; unknown hosts give null, never another brand. */
export function resolveBrand(
  host: string | null | undefined,
  table: readonly BrandEntry[] = BRAND_TABLE,
): BrandEntry | null {
  if (!host) return null;
  const domain = normalizeHost(host);
  return table.find((entry) => entry.domain === domain) ?? null;
}

/** Shorthand for the brand id of a host, or null when the host is unknown. */
export function resolveBrandId(host: string | null | undefined): string | null {
  return resolveBrand(host)?.brandId ?? null;
}
