'use client';

import dynamic from 'next/dynamic';
import type { AvailableCouponsProps } from './AvailableCoupons';

// Issue 29 (ADR 0009): the coupon list (its rows, the SPEC 5 rule run at 使う, the list call) is fetched only when a
// screen opens it (the order form's coupon disclosure), not with the page.
const load = () => import('./AvailableCoupons');

/** Starts fetching the list's code (idempotent); a failed fetch is retried when the list is opened. */
export function preloadAvailableCoupons(): void {
  void load().catch(() => undefined);
}

/** AvailableCoupons, loaded on its first render. */
export const LazyAvailableCoupons = dynamic<AvailableCouponsProps>(() => load().then((m) => m.AvailableCoupons), {
  ssr: false,
});
