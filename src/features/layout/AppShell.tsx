'use client';

import { Suspense, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useBrandContext } from '@/ui/brand/BrandProvider';
import { CartHydrator, LazyCartPanel } from '@/features/cart';
import { CouponQueryHost } from '@/features/coupons';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { Footer } from './Footer';
import { Header } from './Header';
import { pageKindOf, type PageKind } from '@/domain/page-kind';
import { useShellStore } from '@/ui/shell/shell-store';
import { usePageTransition } from './use-page-transition';
import { useAuthMissingStore } from '@/ui/session/auth-missing-store';
import { ERROR_CODES } from '@/domain/error-codes';
import styles from './AppShell.module.css';

// Decision (issue 15, CLS ≤ 0.02): a route whose screen always hides the header or footer says so here too, so the
// server render already leaves them out; the screen's own <ShellOptions> only takes effect after hydration, and the
// header disappearing then moved the whole page up.
// Matched by pattern, not through the route table of ./page-kind, which every route would then have to load.
const ROUTE_SHELL: readonly (readonly [RegExp, { header?: boolean; footer?: boolean }])[] = [
  [/^\/coupons\/[^/]+\/?$/, { header: false, footer: false }],
];

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
  const route = ROUTE_SHELL.find(([pattern]) => pattern.test(pathname))?.[1];
  const options = {
    header: declared.header && route?.header !== false,
    footer: declared.footer && route?.footer !== false,
  };
  // A call answered E100110106 on this page: the error page whose button starts login (SPEC 2 "Error page").
  const authMissing = useAuthMissingStore((state) => state.path === pathname);
  return (
    <div className={styles.frame}>
      {options.header ? <Header /> : null}
      {/* At least the screen's height (issue 15, CLS): see .main in ./AppShell.module.css. */}
      <main ref={main} id="main-content" data-page-kind={pageKind} className={styles.main}>
        {!result.ok ? (
          <ApiErrorView endpoint={result.endpoint} code={result.code} />
        ) : authMissing ? (
          <ApiErrorView endpoint="common" code={ERROR_CODES.noAuthorizationHeader} />
        ) : (
          children
        )}
      </main>
      {options.footer ? <Footer /> : null}
      <CartHydrator />
      <LazyCartPanel />
      <Suspense fallback={null}>
        <CouponQueryHost />
      </Suspense>
    </div>
  );
}
