// The codes whose answer is a flow of its own rather than the plain error modal (SPEC 4, SPEC 7, SPEC 8).
import { ERROR_CODES as C } from './error-codes';

/** A flow that replaces the plain error modal for some codes (SPEC 4, SPEC 7, SPEC 8). */
export type SpecialFlow =
  | 'refreshAndRetry'
  | 'forceLogout'
  | 'cardExpired'
  | 'outOfTime'
  | 'goToMenus'
  | 'refetchItem'
  | 'notOrderableAtOnce'
  | 'loginButton';

const SPECIAL_FLOWS: Readonly<Record<string, SpecialFlow>> = {
  [C.invalidAccessToken]: 'refreshAndRetry',
  [C.invalidRefreshToken]: 'forceLogout',
  [C.invalidPointCardInfo]: 'forceLogout',
  [C.cardExpired]: 'cardExpired',
  [C.invalidReceiveTime]: 'outOfTime',
  [C.menuPermissionDenied]: 'goToMenus',
  [C.invalidArgument]: 'refetchItem',
  [C.notOrderableAtOnce]: 'notOrderableAtOnce',
  [C.noAuthorizationHeader]: 'loginButton',
};

/** The special flow an error code triggers, or null for the plain error modal. */
export function specialFlow(code: string | null | undefined): SpecialFlow | null {
  return (code && SPECIAL_FLOWS[code]) || null;
}
