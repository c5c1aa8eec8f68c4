import { describe, expect, it } from 'vitest';
import { specialFlow } from './error-flows';

describe('special flows (SPEC 4, SPEC 7, SPEC 8)', () => {
  it.each([
    ['E100110206', 'refreshAndRetry', '"invalid access token (one retry after refresh)"'],
    ['E100110306', 'forceLogout', '"invalid refresh token (400) ... shows the forced-logout modal"'],
    ['E100110506', 'forceLogout', '"invalid point card info (clears auth, shows the logout modal)"'],
    ['E100610009', 'cardExpired', '"card expired (shows the card-expired modal)"'],
    ['E100610001', 'outOfTime', '"E100610001 opens an out-of-time error state"'],
    ['E100400004', 'goToMenus', "\"the 'has no menus' code navigates to the restaurant's menus page\""],
    ['E100100001', 'refetchItem', '"If the validation error code is invalid-argument, refetch the item"'],
    ['E100610002', 'notOrderableAtOnce', '"not orderable at once ... \'not-orderable-at-once\'"'],
    ['E100110106', 'loginButton', '"no authorization header (the error button starts login)"'],
    ['E100200006', null, 'other codes: plain modal'],
    ['ERR_NETWORK', null, 'network: plain modal'],
    [undefined, null, 'no code'],
    ['', null, 'empty code'],
  ] as [string | undefined, string | null, string][])(
    '%s → %s (%s) (SPEC §8 L385 L393 L401 L402 L405 L406)',
    (code, flow) => {
      expect(specialFlow(code)).toBe(flow);
    },
  );
});
