/**
 * Service-wide footer link targets (SPEC 2 "Footer links"). The spec does not give the addresses; these are the
 * operator's pages, overridable at build time with NEXT_PUBLIC_FOOTER_*_URL.
 */
export const FOOTER_LINK_URLS = {
  inquiry: process.env.NEXT_PUBLIC_FOOTER_INQUIRY_URL || 'https://support.order.example/inquiry',
  serviceTerms: process.env.NEXT_PUBLIC_FOOTER_SERVICE_TERMS_URL || 'https://order.example/terms',
  idTerms: process.env.NEXT_PUBLIC_FOOTER_ID_TERMS_URL || 'https://order.example/id-terms',
  privacyPolicy: process.env.NEXT_PUBLIC_FOOTER_PRIVACY_POLICY_URL || 'https://order.example/privacy',
  commercialLaw: process.env.NEXT_PUBLIC_FOOTER_COMMERCIAL_LAW_URL || 'https://order.example/commercial-law',
} as const;

export interface FooterLink {
  /** Translation key of the label. */
  label: string;
  href: string;
  external: boolean;
}

/**
 * The footer links for a page: ID terms hidden when the brand has ID integration; privacy policy goes to the in-app
 * `/privacy_policy` page only inside the messaging mini app; terms of sale only when a restaurant is in the route.
 */
export function footerLinks({
  enableIdIntegration,
  isLineMiniApp,
  restaurantId,
}: {
  enableIdIntegration: boolean;
  isLineMiniApp: boolean;
  restaurantId: string | null;
}): FooterLink[] {
  const links: FooterLink[] = [
    { label: 'footer.links.inquiry', href: FOOTER_LINK_URLS.inquiry, external: true },
    { label: 'footer.links.serviceTerms', href: FOOTER_LINK_URLS.serviceTerms, external: true },
  ];
  if (!enableIdIntegration)
    links.push({ label: 'footer.links.idTerms', href: FOOTER_LINK_URLS.idTerms, external: true });
  links.push(
    isLineMiniApp
      ? { label: 'footer.links.privacyPolicy', href: '/privacy_policy', external: false }
      : { label: 'footer.links.privacyPolicy', href: FOOTER_LINK_URLS.privacyPolicy, external: true },
    { label: 'footer.links.commercialLaw', href: FOOTER_LINK_URLS.commercialLaw, external: true },
  );
  if (restaurantId) {
    links.push({
      label: 'footer.links.termsOfSale',
      href: `/restaurants/${encodeURIComponent(restaurantId)}/terms_of_sale`,
      external: false,
    });
  }
  return links;
}

export type InquiryDisplay =
  { kind: 'caption' } | { kind: 'link'; href: string } | { kind: 'tel'; href: string; number: string };

/** An http(s) URL or a same-origin path (never `//host`, `/\\host` or another scheme such as `javascript:`). */
function isSafeContactUrl(value: string): boolean {
  if (/^https?:\/\//i.test(value)) return true;
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** How the inquiry area shows a contact setting (SPEC 2): NONE (or unusable data) → caption; URL → link; phone → tel. */
export function inquiryDisplay(
  type: string | null | undefined,
  information: string | null | undefined,
): InquiryDisplay {
  const value = information?.trim() ?? '';
  if (type === 'CONTACT_URL' && isSafeContactUrl(value)) return { kind: 'link', href: value };
  if (type === 'PHONE_NUMBER') {
    const digits = value.replace(/[^\d+]/g, '');
    if (digits) return { kind: 'tel', href: `tel:${digits}`, number: value };
  }
  return { kind: 'caption' };
}
