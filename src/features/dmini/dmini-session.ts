import { configureApi } from '@/api/api-context';
import { createTypedStorage } from '@/domain/storage';
import { DACCOUNT_STORAGE_KEYS, type DAccountLoginRecord } from '@/domain/daccount-flow';
import { dMiniLandingPath } from '@/domain/dmini-launch';
import { storedState } from '@/lib/stored-state';

/**
 * Enters the mini-app session after a verified launch: keeps isDMiniApp and dMiniLaunchRestaurantId (SPEC 3) and
 * switches the shared API client to `x-platform-code: pay_mini_app` at once, so the very next call carries it (the
 * brand provider reads the flag again on every later page load).
 */
export function enterDMiniApp(restaurantId: string): void {
  storedState.set('isDMiniApp', true);
  storedState.set('dMiniLaunchRestaurantId', restaurantId);
  configureApi({ platformCode: 'pay_mini_app' });
}

/** True while this browser session is inside the d払い mini app. */
export function inDMiniApp(): boolean {
  return storedState.get('isDMiniApp');
}

/** Where the session lands once the launch is done (the launch restaurant, or a pending d払い payment first). */
export function dMiniLanding(): string {
  return dMiniLandingPath({
    launchRestaurantId: storedState.get('dMiniLaunchRestaurantId'),
    pendingOrderId: storedState.get('dPayMiniPaymentOrderId'),
    pendingPaymentRequestId: storedState.get('dPayMiniPaymentRequestId'),
  });
}

/** The d-account login kept during the round trip (session storage, own key map; wrong shapes read as none). */
export function dAccountLoginStorage() {
  return createTypedStorage({
    local: null,
    session: typeof window === 'undefined' ? null : window.sessionStorage,
    now: Date.now,
    keys: DACCOUNT_STORAGE_KEYS,
  });
}

export function readDAccountLogin(): DAccountLoginRecord | null {
  return dAccountLoginStorage().get('dAccountLogin');
}

export function writeDAccountLogin(record: DAccountLoginRecord): void {
  dAccountLoginStorage().set('dAccountLogin', record);
}
