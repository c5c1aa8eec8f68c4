'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { browserRefreshLock, configureApi } from '@/api/api-context';
import { getGetBrandQueryKey } from '@/api/generated/endpoints/brands/brands';
import { appStorage } from '@/lib/browser-storage';
import { useLanguage, useLocalized } from '@/lib/i18n/use-language';
import { brandTableName } from '@/domain/brand-table';
import type { Brand } from '@/api/generated/models';
import type { BrandResult } from './brand-types';
import { browserAuth } from '@/ui/session/auth-storage';
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
    platformCode: appStorage().get('isDMiniApp') ? 'pay_mini_app' : 'web',
    dAccountSessionId: () => appStorage().get('dAccountSessionID'),
    auth: browserAuth,
    onSessionError: handleSessionError,
    refreshLock: browserRefreshLock(),
  });
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
  // Seed the generated brand query with the server's answer, so useGetBrand(brandId) does not fetch it again.
  const queryClient = useQueryClient();
  useState(() => {
    if (result.ok) queryClient.setQueryData(getGetBrandQueryKey(brandId), result.brand);
  });
  const value: BrandContextValue = { brandId, result, brand: result.ok ? result.brand : null };
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
