import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { FAVICON_SIZES } from '@/domain/constants';
import { pickLocalized } from '@/domain/language';
import { fetchBrandOnServer } from '@/server/fetch-brand.server';
import { getShellRequest, renderTime, robotsNoIndex } from '@/server/shell-context.server';
import { AppShell } from '@/features/layout';
import { htmlLang } from '@/lib/i18n/config';
import { getLayoutNamespaces, getRequestLanguage, getServerT, loadNamespaceResources } from '@/lib/i18n/server';
import { errorCopyFor } from '@/ui/errors/error-copy';
import { LazyDevKit } from '@/mock';
import { LineMiniAppGate } from '@/features/line-mini-app';
import { TelemetryReporter } from '@/ui/shell/TelemetryReporter';
import { publicConfigOf } from '@/server/public-config.server';
import { ShellData } from '@/server/ShellData';
import { PATHNAME_HEADER } from '@/server/request-headers';
import { baselineCss } from './baseline-css';
import { Providers } from './providers';

/** Fixed, non-zoomable phone viewport (SPEC 2 "uses a fixed non-zoomable viewport"). */
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  maximumScale: 1,
  userScalable: false,
  themeColor: '#ffffff',
};

// ADR 0009: the card-payment token script (CARD_TOKEN_SCRIPT_URL, or the stub in mock mode) is
// loaded on demand by the card form (src/features/checkout/card-token-client.ts), not on every page.

/** Title from the brand name in the request's language, error title as fallback; logo as 96/180 px icons; robots. */
export async function generateMetadata(): Promise<Metadata> {
  const [{ brandId }, lang] = await Promise.all([getShellRequest(), getRequestLanguage()]);
  const t = await getServerT(lang);
  const robots = robotsNoIndex() ? { index: false, follow: false } : undefined;
  const result = brandId ? await fetchBrandOnServer(brandId) : null;
  if (!result?.ok) {
    const copy = errorCopyFor('getBrand', result?.code ?? null);
    return { title: t(copy.title), robots };
  }
  const { brand } = result;
  const [small, large] = FAVICON_SIZES;
  const logo = brand.logoImageUrl;
  return {
    title: pickLocalized(brand.brandName, brand.brandNameLanguages, lang),
    robots,
    icons: logo
      ? {
          icon: [{ url: logo, sizes: `${small}x${small}` }],
          apple: [{ url: logo, sizes: `${large}x${large}` }],
        }
      : undefined,
  };
}

// SPEC 2 "An app-shell route /_app is also registered": /_app is the Pages Router's app shell. Its App Router
// equivalent is this root layout, which wraps every route with ./providers.tsx (query client, i18n, theme, the brand)
// and the shell (features/layout AppShell: header, main, footer, cart, coupon host); there is no /_app address.
// ADR 0012: liff-mock plays LINE only where the dev kit may exist (against the mock, never for a real backend).
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [{ brandId, nonce }, lang, namespaces] = await Promise.all([
    getShellRequest(),
    getRequestLanguage(),
    headers().then((list) => getLayoutNamespaces(list.get(PATHNAME_HEADER))),
  ]);
  const [resources, brandResult] = await Promise.all([
    // ADR 0025: the shell's namespaces, and on a page load the route's (a client navigation gets them from the page).
    loadNamespaceResources(lang, namespaces),
    brandId
      ? fetchBrandOnServer(brandId)
      : Promise.resolve({ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' } as const),
  ]);

  const publicConfig = publicConfigOf();
  return (
    <html lang={htmlLang(lang)}>
      <head>
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: baselineCss() }} />
      </head>
      <body>
        <Providers
          nonce={nonce}
          lang={lang}
          resources={resources}
          namespaces={namespaces}
          brandId={brandId ?? ''}
          brandResult={brandResult}
          serverNow={renderTime()}
          publicConfig={publicConfig}
        >
          <ShellData>
            <AppShell>{children}</AppShell>
          </ShellData>
          <LineMiniAppGate liffMock={publicConfig.mockMode} />
          <TelemetryReporter />
          {publicConfig.mockMode ? <LazyDevKit /> : null}
        </Providers>
      </body>
    </html>
  );
}
