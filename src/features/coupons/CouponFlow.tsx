'use client';

import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '@/api/api-error';
import { isOrderPage } from '@/domain/coupon';
import { mustGoToCallback } from '@/domain/navigation';
import { pageKindOf } from '@/domain/page-kind';
import { storedState } from '@/lib/stored-state';
import {
  couponQueryFrom,
  judgeCodeCoupon,
  judgeCouponError,
  judgeIdCoupon,
  resetsCouponDialogs,
  restaurantIdFromPath,
  type CouponFlowOutcome,
  type CouponKey,
} from '@/domain/coupon-flow';
import { isAuthorizedNow } from '@/ui/session/use-authorized';
import { startLogin } from '@/ui/session/start-login';
import { useMountOnce } from '@/ui/shell/lazy-mount';
import { useCouponDialogStore } from './coupon-dialog-store';
import { applyCouponStorage } from './coupon-storage';
import { couponView, type CouponView } from './coupon-view';
import { couponQueryKey, fetchCoupon } from './fetch-coupon';

// The dialogs' code (MUI Dialog, detail view) is fetched the first time a coupon dialog opens, like the shared overlays.
const CouponDialogs = dynamic(() => import('./CouponDialogs').then((m) => m.CouponDialogs), { ssr: false });

const COUPON_PARAMS = ['couponId', 'couponCode'] as const;

/** True when this page is about to be sent to the restaurant callback (domain mustGoToCallback on what is stored). */
function leavesForTheRestaurantFlow(pathname: string): boolean {
  return mustGoToCallback({
    isMenuViewOnly: storedState.get('isMenuViewOnly'),
    hasReceiveTime: storedState.get('selectReceiveTimes') !== null,
    page: pageKindOf(pathname),
  });
}

/** The address without its coupon parameters. */
function withoutCouponParams(pathname: string, search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const name of COUPON_PARAMS) rest.delete(name);
  const query = rest.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The coupon flow (SPEC 4), mounted by CouponQueryHost once an address carries a coupon: a coupon id or code in the query is fetched, judged by the domain rules,
 * stored or removed, and its dialog shows over the page (the usable coupon's detail as the available notice). The
 * dialogs reset on `/` (SPEC 2).
 */
export function CouponFlow() {
  const pathname = usePathname() ?? '/';
  const searchParams = useSearchParams();
  const router = useRouter();
  const queryClient = useQueryClient();
  const active = useCouponDialogStore((state) => state.active);
  const mounted = useMountOnce(active !== null);
  const query = couponQueryFrom(searchParams);
  const keyText = query.kind === 'key' ? `${query.key.kind}:${query.key.value}` : query.kind;

  useEffect(() => {
    if (resetsCouponDialogs(pathname)) useCouponDialogStore.getState().reset();
  }, [pathname]);

  useEffect(() => {
    const parsed = couponQueryFrom(new URLSearchParams(window.location.search));
    if (parsed.kind === 'none') return;
    // A page the callback guard is sending to the restaurant flow takes its address (coupon included) along and comes
    // back to it: the coupon is judged there, once, instead of racing the redirect here (SPEC 4).
    if (leavesForTheRestaurantFlow(pathname)) return;
    const onOrderPage = isOrderPage(pathname);
    const show = (outcome: CouponFlowOutcome, view: CouponView | null) => {
      if (outcome.dialog) useCouponDialogStore.getState().show({ dialog: outcome.dialog, view });
    };
    if (parsed.kind === 'malformed') return show(judgeCouponError(null, { onOrderPage }), null);
    const key: CouponKey = parsed.key;
    let cancelled = false;
    queryClient
      .fetchQuery({ queryKey: couponQueryKey(key), queryFn: ({ signal }) => fetchCoupon(key, signal), retry: false })
      .then(
        (fetched) => {
          if (cancelled) return;
          const ctx = { isGuest: !isAuthorizedNow(), restaurantId: restaurantIdFromPath(pathname), onOrderPage };
          const outcome = fetched.kind === 'id' ? judgeIdCoupon(fetched.coupon) : judgeCodeCoupon(fetched.coupon, ctx);
          applyCouponStorage(key, outcome.storage);
          show(outcome, couponView(fetched));
        },
        (error: unknown) => {
          if (cancelled) return;
          const outcome = judgeCouponError(toApiFailure(error).code, { onOrderPage });
          applyCouponStorage(key, outcome.storage);
          show(outcome, null);
        },
      );
    return () => {
      cancelled = true;
    };
    // keyText names the coupon of the query: the flow runs again only for another coupon or page.
  }, [keyText, pathname, queryClient]);

  // Decision: closing a coupon dialog (OK, close, back) removes the coupon parameters from the address (replace), so
  // a reload or the history does not run the flow again; the login button keeps them in the return URL instead.
  const close = () => {
    useCouponDialogStore.getState().reset();
    const params = new URLSearchParams(window.location.search);
    if (COUPON_PARAMS.some((name) => params.has(name)))
      router.replace(withoutCouponParams(pathname, params), { scroll: false });
  };
  const login = () => {
    useCouponDialogStore.getState().reset();
    void startLogin();
  };
  return mounted ? <CouponDialogs active={active} onClose={close} onLogin={login} /> : null;
}
