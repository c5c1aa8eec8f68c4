import { restaurantIdOf } from './page-kind';

/** Messaging-app (LIFF) launch parameters carried on the address (SPEC 2 "Query parameters"). */
export interface LaunchParams {
  targetLiffId: string | null;
  liffId: string | null;
  referrerKeyUsecase: string | null;
  referrerKeyMessage: string | null;
  /** The restaurant path the launch points at (`liff.state`, or `restaurant_path`), if it is a restaurant route. */
  restaurantPath: string | null;
  restaurantId: string | null;
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Only same-origin absolute paths are kept (never `//host` or `/\host`). */
function safePath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

// Decision: LIFF hands the launch path over as `liff.state` (its convention); `restaurant_path` is accepted too.
/** Reads the launch parameters from a query string; everything absent is null. */
export function readLaunchParams(search: string | URLSearchParams): LaunchParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawPath = safePath(nonEmpty(params.get('liff.state')) ?? nonEmpty(params.get('restaurant_path')));
  const restaurantId = rawPath ? restaurantIdOf(rawPath) : null;
  return {
    targetLiffId: nonEmpty(params.get('target_liff_id')),
    liffId: nonEmpty(params.get('liff_id')),
    referrerKeyUsecase: nonEmpty(params.get('referrer_key_usecase')),
    referrerKeyMessage: nonEmpty(params.get('referrer_key_message')),
    restaurantPath: restaurantId ? rawPath : null,
    restaurantId,
  };
}

/** True when the address carries at least one launch parameter. */
export function hasLaunchParams(params: LaunchParams): boolean {
  return Object.values(params).some((value) => value !== null);
}
