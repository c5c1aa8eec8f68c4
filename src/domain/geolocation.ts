import { GEOLOCATION_DENIED_CODE } from './error-codes';
import type { PageKind } from './navigation';

/** Geolocation time-out (SPEC 8, SPEC 9 "Geolocation time-out 5000 ms"). */
export const GEOLOCATION_TIMEOUT_MS = 5000;
/** Location poll interval on the home page (SPEC 4, SPEC 9 "polled every 5 minutes"). */
export const POLL_INTERVAL_MS = 300_000;
/** The code every geolocation failure is reported with (SPEC 8 "gives code 1"). */
export const USER_DENIED = GEOLOCATION_DENIED_CODE;
/** Translation key of the user-denied-geolocation message (SPEC 8). */
export const GEOLOCATION_ERROR_KEY = 'error.geolocation.userDenied';

/** A location error as the app handles it. */
export interface LocationError {
  readonly code: typeof USER_DENIED;
  readonly messageKey: typeof GEOLOCATION_ERROR_KEY;
}

// Decision: browsers report 1 denied, 2 unavailable, 3 timeout; the spec folds every failure, our own 5000 ms
// time-out, and a missing geolocation API into code 1 with the user-denied message.
/** Maps any geolocation failure (or time-out) to the location error of SPEC 8. */
export function toLocationError(_failure?: unknown): LocationError {
  return { code: USER_DENIED, messageKey: GEOLOCATION_ERROR_KEY };
}

/** Options for getCurrentPosition. Decision: low accuracy, cached positions up to one poll interval old. */
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: false,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: POLL_INTERVAL_MS,
} as const;

/** Location is read periodically only on the home page (SPEC 4 "every 5 minutes while on the home page"). */
export function shouldPollLocation(page: PageKind): boolean {
  return page === 'BrandTop';
}

/** The browser's geolocation permission (Permissions API), or `unknown` where the API is missing (older Safari). */
export type LocationPermission = 'granted' | 'prompt' | 'denied' | 'unknown';

// Decision: polling never asks. The position is read every 5 minutes on the home page only once the customer has
// granted location (the Permissions API says `granted`, which is also the case after the first "near me" tap was
// allowed); while the permission would prompt or was denied, nothing is read and nothing is asked: the one prompt
// is the customer's own "near me" tap. Where the Permissions API is missing, a read that succeeded in this tab counts
// as the grant.
/** Whether the home page polls the position now (SPEC 4, SPEC 9 "polled every 5 minutes on the home page"). */
export function pollsLocation(page: PageKind, permission: LocationPermission, readSucceededHere: boolean): boolean {
  if (!shouldPollLocation(page)) return false;
  return permission === 'granted' || (permission === 'unknown' && readSucceededHere);
}

/** A new read is due when none was made or the last is one poll interval old (a tab coming back reads at once). */
export function isLocationReadDue(lastReadAt: number | null, now: number): boolean {
  return lastReadAt === null || now - lastReadAt >= POLL_INTERVAL_MS;
}
