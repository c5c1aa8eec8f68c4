import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '@/api/public-config';
import { parseServerConfig, type ServerConfig } from './config';
import { CARD_TOKEN_STUB_URL, publicConfigOf } from './public-config.server';

/** The configuration parsed from `env` (the test fails when the environment is refused). */
function configOf(env: Record<string, string>): ServerConfig {
  const result = parseServerConfig(env);
  if (!result.ok) throw new Error(result.problems.join('; '));
  return result.config;
}

const MOCK = { MOCK_MODE: '1' };
const PRODUCTION = { API_ORIGIN: 'https://api.example.com' };

describe('publicConfigOf', () => {
  it('in mock mode hands over the card-token stub /card-token-stub.js, the mock key dev-api-key and mockMode', () => {
    const config = publicConfigOf(configOf(MOCK));
    expect(CARD_TOKEN_STUB_URL).toBe('/card-token-stub.js');
    expect(config).toMatchObject({
      cardTokenScriptUrl: '/card-token-stub.js',
      apiKey: 'dev-api-key',
      mockMode: true,
    });
    expect(config.cardShopId).not.toBe('');
  });

  it('in production without card-token script nor API_KEY hands over null, an empty key and no mock mode', () => {
    expect(publicConfigOf(configOf(PRODUCTION))).toMatchObject({
      cardTokenScriptUrl: null,
      apiKey: '',
      cardShopId: '',
      mockMode: false,
    });
  });

  it.each([
    ['production', PRODUCTION],
    ['mock mode', MOCK],
  ])('in %s the configured key, card-token script and shop id win', (_mode, env) => {
    const config = publicConfigOf(
      configOf({
        ...env,
        API_KEY: 'deploy-key',
        CARD_TOKEN_SCRIPT_URL: 'https://static.pay.example/ext/js/token.js',
        CARD_SHOP_ID: 'shop-42',
      }),
    );
    expect(config).toMatchObject({
      apiKey: 'deploy-key',
      cardTokenScriptUrl: 'https://static.pay.example/ext/js/token.js',
      cardShopId: 'shop-42',
    });
  });

  it.each([
    ['production', PRODUCTION],
    ['mock mode', MOCK],
  ])('in %s the footer links default to the operator pages', (_mode, env) => {
    expect(publicConfigOf(configOf(env)).footer).toEqual(DEFAULT_PUBLIC_CONFIG.footer);
  });

  it.each([
    ['FOOTER_INQUIRY_URL', 'inquiry', 'https://help.example.com/contact'],
    ['FOOTER_SERVICE_TERMS_URL', 'serviceTerms', '/terms'],
    ['FOOTER_ID_TERMS_URL', 'idTerms', 'https://id.example.com/terms'],
    ['FOOTER_PRIVACY_POLICY_URL', 'privacyPolicy', '/privacy'],
    ['FOOTER_COMMERCIAL_LAW_URL', 'commercialLaw', 'http://legal.example.com/tokushoho'],
  ] as const)('%s overrides footer.%s and leaves the other links at their default', (name, key, url) => {
    const footer = publicConfigOf(configOf({ ...PRODUCTION, [name]: url })).footer;
    expect(footer).toEqual({ ...DEFAULT_PUBLIC_CONFIG.footer, [key]: url });
  });
});
