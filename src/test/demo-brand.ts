import type { Brand } from '@/api/generated/models';

/**
 * The demo brand of the browser suites (mocks/brand/demo.json, the contract's example), as the app holds it: for
 * component tests that render the shell the way the root layout composes it. Its LINE fields are left out (an ordinary
 * web visit).
 */
export const DEMO_BRAND: Brand = {
  brandId: 'demo',
  brandName: 'デモ食堂',
  brandNameLanguages: [
    { code: 'ja', text: 'デモ食堂' },
    { code: 'en', text: 'Demo Shokudo' },
    { code: 'zh-cn', text: '演示食堂' },
    { code: 'zh-tw', text: '示範食堂' },
  ],
  coverImageUrl: '/mock-images/brand/cover.svg',
  logoImageUrl: '/mock-images/brand/logo.svg',
  enableIdIntegration: false,
  enableLineMiniApp: false,
  contactInformationType: 'CONTACT_URL',
  contactInformation: '/inquiry',
};
