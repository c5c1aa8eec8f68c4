import { getShellRequest } from '@/server/shell-context.server';
import { fetchBrandOnServer } from '@/server/fetch-brand.server';

/** A plain fallback icon (the brand's logo could not be had): a rounded square with a bowl, in the theme's red. */
const FALLBACK_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#b3261e"/><path d="M6 15h20a10 10 0 0 1-20 0z" fill="#fff"/></svg>`;

/**
 * `/favicon.ico` (issue 16 item 8): browsers ask for it on every page whatever the `<link rel="icon">` says. It leads
 * to the brand's logo (the icon the layout declares), else answers a plain icon, never a 404.
 */
export async function GET(): Promise<Response> {
  const { brandId } = await getShellRequest();
  const result = brandId ? await fetchBrandOnServer(brandId) : null;
  const logo = result?.ok ? result.brand.logoImageUrl : null;
  if (logo) {
    // A relative Location keeps the answer on the host the browser asked (brands are told apart by host).
    return new Response(null, { status: 302, headers: { Location: logo, 'Cache-Control': 'public, max-age=3600' } });
  }
  return new Response(FALLBACK_ICON, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=300' },
  });
}
