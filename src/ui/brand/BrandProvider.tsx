'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { browserRefreshLock, configureApi } from '@/api/api-context';
import { useGetBrand } from '@/api/generated/endpoints/brands/brands';
import { storedState } from '@/lib/stored-state';
import { useLanguage, useLocalized } from '@/lib/i18n/use-language';
import { brandTableName } from '@/domain/brand-table';
import { CACHE_TIME } from '@/domain/constants';
import { queryOptionsFor } from '@/lib/query-client';
import type { Brand } from '@/api/generated/models';
import type { BrandResult } from './brand-types';
import { browserAuth, watchAuthWrites } from '@/ui/session/auth-storage';
import { handleSessionError } from '@/ui/session/session-errors';

interface BrandContextValue {
  brandId: string;
  /** The brand, or null while it failed to load (the shell then shows the error page instead of the screen). */
  brand: Brand | null;
  result: BrandResult;
}

const BrandContext = createContext<BrandContextValue | null>(null);

/**
 * Points the shared API client at this brand (x-brand-id), platform and browser storage, and installs the session's
 * handling of the errors every screen shares and the cross-tab refresh lock. Browser only.
 */
function configureBrowserApi(brandId: string): void {
  if (typeof window === 'undefined') return;
  configureApi({
    brandId,
    platformCode: storedState.get('isDMiniApp') ? 'pay_mini_app' : 'web',
    dAccountSessionId: () => storedState.get('dAccountSessionID'),
    auth: browserAuth,
    onSessionError: handleSessionError,
    refreshLock: browserRefreshLock(undefined, watchAuthWrites),
  });
}

// Decision: SPEC 9 "brand ... queries fresh for one hour" in a tab that stays open: the server's answer seeds the
// generated brand query, which is fresh for one hour and then asked again in the background every hour while the
// tab is in view (refetchInterval; a hidden tab skips it). The screens show the newest answer; a failed refresh
// keeps the one they have (never the error page for a brand that loaded). A brand that failed on the server is not
// asked again from here: the error page's own button reloads.
/** The brand, kept fresh (one hour) from the server's answer; null when the server's brand call failed. */
function useFreshBrand(brandId: string, result: BrandResult): Brand | null {
  const query = useGetBrand(brandId, {
    query: {
      ...queryOptionsFor('BRAND'),
      initialData: result.ok ? result.brand : undefined,
      enabled: result.ok && Boolean(brandId),
      refetchInterval: CACHE_TIME.BRAND,
    },
  });
  return result.ok ? (query.data ?? result.brand) : null;
}

/** Holds the brand resolved from the host on the server (src/proxy.ts → layout) for the whole client tree. */
export function BrandProvider({
  brandId,
  result,
  children,
}: {
  brandId: string;
  result: BrandResult;
  children: ReactNode;
}) {
  // Configure before the first child renders so that no query goes out without x-brand-id.
  useState(() => configureBrowserApi(brandId));
  const brand = useFreshBrand(brandId, result);
  const value: BrandContextValue = { brandId, result, brand };
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

/** The brand context; throws outside the provider (a programming error). */
export function useBrandContext(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrandContext must be used inside <BrandProvider>');
  return value;
}

/** The loaded brand, or null (failed or outside the provider, e.g. in global-error). */
export function useBrand(): Brand | null {
  return useContext(BrandContext)?.brand ?? null;
}

/**
 * The brand's display name in the current language: the server's brand when it loaded, else the built-in table's
 * name for the host's brand (issue 16 item 4), else '' (the caller shows the app's name).
 */
export function useBrandName(): string {
  const context = useContext(BrandContext);
  const localized = useLocalized();
  const { language } = useLanguage();
  const brand = context?.brand;
  if (brand) return localized(brand.brandName, brand.brandNameLanguages);
  return brandTableName(context?.brandId, language) ?? '';
}
