import { describe, expect, it } from 'vitest';
import { footerLinks, inquiryDisplay } from './footer-links';

const labels = (links: ReturnType<typeof footerLinks>) => links.map((l) => l.label.replace('footer.links.', ''));

describe('footerLinks', () => {
  it('shows the five links on brand pages outside the mini app (SPEC §2 L70)', () => {
    const links = footerLinks({ enableIdIntegration: false, isLineMiniApp: false, restaurantId: null });
    expect(labels(links)).toEqual(['inquiry', 'serviceTerms', 'idTerms', 'privacyPolicy', 'commercialLaw']);
    expect(links.find((l) => l.label.endsWith('privacyPolicy'))?.external).toBe(true);
  });

  it('hides ID terms when the brand has ID integration (SPEC §2 L70)', () => {
    expect(labels(footerLinks({ enableIdIntegration: true, isLineMiniApp: false, restaurantId: null }))).not.toContain(
      'idTerms',
    );
  });

  it('links /privacy_policy only inside the messaging mini app (SPEC §2 L37)', () => {
    const links = footerLinks({ enableIdIntegration: false, isLineMiniApp: true, restaurantId: null });
    expect(links.find((l) => l.label.endsWith('privacyPolicy'))).toEqual({
      label: 'footer.links.privacyPolicy',
      href: '/privacy_policy',
      external: false,
    });
  });

  it('adds terms of sale only with a restaurant in the route (SPEC §2 L48b)', () => {
    const links = footerLinks({ enableIdIntegration: false, isLineMiniApp: false, restaurantId: 'r1001' });
    expect(links.at(-1)).toEqual({
      label: 'footer.links.termsOfSale',
      href: '/restaurants/r1001/terms_of_sale',
      external: false,
    });
  });
});

describe('inquiryDisplay (SPEC §2 L69a)', () => {
  it.each([
    ['NONE', 'https://x.example', { kind: 'caption' }],
    [null, null, { kind: 'caption' }],
    ['CONTACT_URL', 'https://brand.example/contact', { kind: 'link', href: 'https://brand.example/contact' }],
    ['CONTACT_URL', 'javascript:alert(1)', { kind: 'caption' }],
    ['CONTACT_URL', '/inquiry?restaurant_id=r1001', { kind: 'link', href: '/inquiry?restaurant_id=r1001' }],
    ['CONTACT_URL', '//evil.example/x', { kind: 'caption' }],
    ['PHONE_NUMBER', '03-1234-5678', { kind: 'tel', href: 'tel:0312345678', number: '03-1234-5678' }],
    ['PHONE_NUMBER', '', { kind: 'caption' }],
    ['SOMETHING_NEW', 'x', { kind: 'caption' }],
  ])('%s / %s', (type, info, expected) => {
    expect(inquiryDisplay(type, info)).toEqual(expected);
  });
});
