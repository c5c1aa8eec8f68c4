/**
 * Per-deployment values the browser needs, read by the server at run time (src/server/public-config.server.ts from
 * the boot-checked environment) and handed to the page by the root layout (issue 26): one build serves every
 * environment, nothing is baked in with NEXT_PUBLIC_*. The client providers install them (installPublicConfig) before
 * anything below them renders; readers outside React (the HTTP client, the card-token loader) call publicConfig().
 * The values are the same for every request of a process, so one module-level holder is safe on the server too.
 */
export interface PublicConfig {
  /** x-api-key on every call ('' = not configured: the header is left out). */
  apiKey: string;
  /** The card-token script, or null when none is configured (card payments then fail with a system error). */
  cardTokenScriptUrl: string | null;
  /** The card-token shop id (a session value gmopgShopId wins). */
  cardShopId: string;
  /** Footer link targets (SPEC 2 "Footer links"). */
  footer: {
    inquiry: string;
    serviceTerms: string;
    idTerms: string;
    privacyPolicy: string;
    commercialLaw: string;
  };
  /** Mock mode (MOCK_MODE=1): the dev kit, the LIFF mock and the stand-ins exist. */
  mockMode: boolean;
}

// Decision: the spec gives no addresses for the service-wide footer pages; these are the operator's, overridable per
// deployment with FOOTER_*_URL.
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  apiKey: '',
  cardTokenScriptUrl: null,
  cardShopId: '',
  footer: {
    inquiry: 'https://support.order.example/inquiry',
    serviceTerms: 'https://order.example/terms',
    idTerms: 'https://order.example/id-terms',
    privacyPolicy: 'https://order.example/privacy',
    commercialLaw: 'https://order.example/commercial-law',
  },
  mockMode: false,
};

let current: PublicConfig = DEFAULT_PUBLIC_CONFIG;

export function installPublicConfig(config: PublicConfig): void {
  current = config;
}

export function publicConfig(): PublicConfig {
  return current;
}
