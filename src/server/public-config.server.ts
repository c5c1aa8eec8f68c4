import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from '@/api/public-config';
import { MOCK_API_KEY } from '@/api/api-config';
import { serverConfig, type ServerConfig } from './config';

/** The stand-in card-token script, served only in mock mode (src/server/mock-only-paths.ts). */
export const CARD_TOKEN_STUB_URL = '/card-token-stub.js';
const MOCK_SHOP_ID = 'stub-shop';

/** What the browser gets of this process's configuration (src/api/public-config.ts), from the boot-checked env. */
export function publicConfigOf(config: ServerConfig = serverConfig()): PublicConfig {
  const mock = config.MOCK_MODE;
  const footer = DEFAULT_PUBLIC_CONFIG.footer;
  return {
    apiKey: config.API_KEY ?? (mock ? MOCK_API_KEY : ''),
    cardTokenScriptUrl: config.CARD_TOKEN_SCRIPT_URL ?? (mock ? CARD_TOKEN_STUB_URL : null),
    cardShopId: config.CARD_SHOP_ID ?? (mock ? MOCK_SHOP_ID : ''),
    footer: {
      inquiry: config.FOOTER_INQUIRY_URL ?? footer.inquiry,
      serviceTerms: config.FOOTER_SERVICE_TERMS_URL ?? footer.serviceTerms,
      idTerms: config.FOOTER_ID_TERMS_URL ?? footer.idTerms,
      privacyPolicy: config.FOOTER_PRIVACY_POLICY_URL ?? footer.privacyPolicy,
      commercialLaw: config.FOOTER_COMMERCIAL_LAW_URL ?? footer.commercialLaw,
    },
    mockMode: mock,
  };
}
