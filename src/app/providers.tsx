'use client';

import { Suspense, useState, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@/domain/language';
import { installPublicConfig, type PublicConfig } from '@/api/public-config';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import type { BrandResult } from '@/ui/brand/brand-types';
import { OverlayHosts } from '@/ui/feedback/OverlayHosts';
import { OrientationTracker } from '@/ui/shell/orientation-store';
import { UrlParamsKeeper } from '@/features/layout';
import type { I18nResources } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { makeQueryClient } from '@/lib/query-client';
import { ServerNowProvider } from '@/lib/use-now';
import { theme } from '@/lib/theme';

export interface ProvidersProps {
  /** The request's CSP nonce, for Emotion's <style> tags (server and client). */
  nonce: string | undefined;
  lang: Language;
  resources: I18nResources;
  namespaces: readonly string[];
  brandId: string;
  brandResult: BrandResult;
  /** When the server rendered the page (ms): the time-dependent labels hydrate with it (lib/use-now). */
  serverNow: number;
  /** The deployment's values for the browser, read by the server at run time (issue 26). */
  publicConfig: PublicConfig;
  children: ReactNode;
}

/** Client providers: Emotion cache (with nonce), MUI theme, i18n, React Query, brand, and the shared overlays. */
export function Providers({
  nonce,
  lang,
  resources,
  namespaces,
  brandId,
  brandResult,
  serverNow,
  publicConfig,
  children,
}: ProvidersProps) {
  // Installed before anything below renders or calls the API (the same values for every render of this process).
  installPublicConfig(publicConfig);
  const [queryClient] = useState(makeQueryClient);
  return (
    <AppRouterCacheProvider options={{ key: 'mui', nonce }}>
      <ThemeProvider theme={theme}>
        <I18nProvider lang={lang} resources={resources} namespaces={namespaces}>
          <QueryClientProvider client={queryClient}>
            <BrandProvider brandId={brandId} result={brandResult}>
              <ServerNowProvider at={serverNow}>{children}</ServerNowProvider>
              <OverlayHosts />
              <OrientationTracker />
              <Suspense fallback={null}>
                <UrlParamsKeeper />
              </Suspense>
            </BrandProvider>
          </QueryClientProvider>
        </I18nProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
