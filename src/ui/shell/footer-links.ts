import { publicConfig } from '@/api/public-config';

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
  // Service-wide targets (SPEC 2 "Footer links"): per deployment, handed over at run time (FOOTER_*_URL).
  const urls = publicConfig().footer;
  const links: FooterLink[] = [
    { label: 'footer.links.inquiry', href: urls.inquiry, external: true },
    { label: 'footer.links.serviceTerms', href: urls.serviceTerms, external: true },
  ];
  if (!enableIdIntegration) links.push({ label: 'footer.links.idTerms', href: urls.idTerms, external: true });
  links.push(
    isLineMiniApp
      ? { label: 'footer.links.privacyPolicy', href: '/privacy_policy', external: false }
      : { label: 'footer.links.privacyPolicy', href: urls.privacyPolicy, external: true },
    { label: 'footer.links.commercialLaw', href: urls.commercialLaw, external: true },
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
