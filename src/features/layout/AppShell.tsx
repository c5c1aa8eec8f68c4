'use client';

import { Suspense, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { usePathname } from 'next/navigation';
import { useBrandContext } from '@/ui/brand/BrandProvider';
import { CartHydrator, LazyCartPanel } from '@/features/cart';
import { CouponQueryHost } from '@/features/coupons';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { MAX_CONTENT_WIDTH } from '@/lib/theme';
import { Footer } from './Footer';
import { Header } from './Header';
import { matchRoute, pageKindOf, type PageKind } from './page-kind';
import { useShellStore } from '@/ui/shell/shell-store';
import { usePageTransition } from './use-page-transition';
import { useAuthMissingStore } from '@/ui/session/auth-missing-store';
import { ERROR_CODES } from '@/domain/error-codes';

// Decision (issue 15, CLS ≤ 0.02): a route whose screen always hides the header or footer says so here too, so the
// server render already leaves them out; the screen's own <ShellOptions> only takes effect after hydration, and the
// header disappearing then moved the whole page up.
const ROUTE_SHELL: Readonly<Record<string, { header?: boolean; footer?: boolean }>> = {
  '/coupons/[couponKey]': { header: false, footer: false },
};

/** The tracking page kind of the current route (SPEC 2). */
export function usePageKind(): PageKind {
  return pageKindOf(usePathname() ?? '/');
}

/**
 * Header, main and footer around every screen. When the brand call failed, the screen is replaced by the error page
 * (never a blank page, never another brand's data).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { result } = useBrandContext();
  const declared = useShellStore((state) => state.options);
  const pageKind = usePageKind();
  const pathname = usePathname() ?? '/';
  const main = useRef<HTMLElement>(null);
  usePageTransition(main);
  const route = ROUTE_SHELL[matchRoute(pathname).route ?? ''];
  const options = {
    header: declared.header && route?.header !== false,
    footer: declared.footer && route?.footer !== false,
  };
  // A call answered E100110106 on this page: the error page whose button starts login (SPEC 2 "Error page").
  const authMissing = useAuthMissingStore((state) => state.path === pathname);
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        maxWidth: MAX_CONTENT_WIDTH,
        mx: 'auto',
        bgcolor: 'background.paper',
        boxShadow: { sm: 1 },
      }}
    >
      {options.header ? <Header /> : null}
      {/* Decision (issue 15, CLS ≤ 0.02): the main area is at least the screen's height, so the footer starts below
          the fold on every page and content arriving (data, images) never pushes a visible footer down. */}
      <Box
        component="main"
        ref={main}
        id="main-content"
        data-page-kind={pageKind}
        sx={{ flex: 1, minHeight: '100dvh' }}
      >
        {!result.ok ? (
          <ApiErrorView endpoint={result.endpoint} code={result.code} />
        ) : authMissing ? (
          <ApiErrorView endpoint="common" code={ERROR_CODES.noAuthorizationHeader} />
        ) : (
          children
        )}
      </Box>
      {options.footer ? <Footer /> : null}
      <CartHydrator />
      <LazyCartPanel />
      <Suspense fallback={null}>
        <CouponQueryHost />
      </Suspense>
    </Box>
  );
}
