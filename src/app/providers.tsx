'use client';

import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { ThemeContext } from '@emotion/react';
import DefaultPropsProvider from '@mui/material/DefaultPropsProvider';
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
import { HydrationGate } from '@/lib/hydration-gate';
import { lazyTheme } from '@/lib/lazy-theme';
import { appTheme, themeOptions } from '@/lib/theme';

// Issue 29: MUI's ThemeProvider (material/styles) bundles its CSS-variables provider too (color schemes,
// InitColorSchemeScript: ~2.4 kB gzip on every route) although this theme has none (`cssVariables: false`). What the
// system's ThemeProvider does for this theme is two contexts, given here directly: the theme for the styles (Emotion's
// ThemeContext, read by MUI's styled() and useTheme) and the theme's default props (MUI's DefaultPropsProvider, read
// by every component's useDefaultProps). Left out, as MUI leaves them idle for this theme: right-to-left (the theme
// is ltr; MUI's default), CSS layer order (no modularCssLayers) and the legacy @mui/styles theme (unused).
// ADR 0032: the theme in the context is created on its first read: most pages' first paint runs no MUI component.

/** The theme as MUI's own provider passes a theme without CSS variables (`vars: null`), created on first read. */
const APP_THEME = lazyTheme(appTheme);

/**
 * The theme's components as MUI's ThemeProvider hands them to its DefaultPropsProvider: entries of the theme's shape
 * (`defaultProps`, `styleOverrides`), which useDefaultProps reads as such; the provider's type lists only the other
 * shape it accepts (each component's props directly). The options' own entries: createTheme copies them as they are.
 */
const THEME_COMPONENTS = themeOptions.components as ComponentProps<typeof DefaultPropsProvider>['value'];

/** The MUI theme for everything below: its styles and its components' default props. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeContext.Provider value={APP_THEME}>
      <DefaultPropsProvider value={THEME_COMPONENTS}>{children}</DefaultPropsProvider>
    </ThemeContext.Provider>
  );
}

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

/**
 * Client providers: the hydration gate, Emotion cache (with nonce), MUI theme, i18n, React Query, brand, and the shared
 * overlays.
 */
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
    <HydrationGate>
      <AppRouterCacheProvider options={{ key: 'mui', nonce }}>
        <AppThemeProvider>
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
        </AppThemeProvider>
      </AppRouterCacheProvider>
    </HydrationGate>
  );
}
