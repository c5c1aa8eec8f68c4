import { describe, expect, it } from 'vitest';
import { ERROR_CODES, NETWORK_ERROR_CODES, statusErrorCode, toNetworkErrorCode } from './error-codes';

describe('SPEC 8 error catalogue codes', () => {
  it.each([
    ['E100400004', 'menuPermissionDenied'],
    ['E100610002', 'notOrderableAtOnce'],
    ['E100100001', 'invalidArgument'],
    ['E100700001', 'notLineAccessToken'],
    ['E100700002', 'notIdToken'],
    ['E100610004', 'campaignUnavailable'],
    ['E100610007', 'pricingSaleUnavailable'],
    ['E100110306', 'invalidRefreshToken'],
    ['E100800002', 'couponNotFound'],
    ['E100800004', 'couponExpired'],
    ['E100800003', 'couponNotAvailableAtRestaurant'],
    ['E100610005', 'orderTotalPriceExceeded'],
    ['E100100006', 'tooManyRequests'],
    ['E100300004', 'restaurantPermissionDenied'],
    ['E100100002', 'resourceNotFound'],
    ['E100610001', 'invalidReceiveTime'],
    ['E100610003', 'orderPaymentFailed'],
    ['E100200004', 'menuNotOrderable'],
    ['E100200006', 'itemSoldOut'],
    ['E100110406', 'invalidAuthorizationCode'],
    ['E100200009', 'invalidEmail'],
    ['E100200000', 'invalid'],
    ['E100200010', 'invalidPhoneNumber'],
    ['E100110106', 'noAuthorizationHeader'],
    ['E100110206', 'invalidAccessToken'],
    ['E100400002', 'menuNotFound'],
    ['E100100005', 'failedPrecondition'],
    ['E100110506', 'invalidPointCardInfo'],
    ['E100610009', 'cardExpired'],
  ] as const)(
    '%s is %s (SPEC §6 L297 §8 L379 L380 L381 L382 L383 L384 L385 L386 L387 L388 L389 L390 L391 L392 L393 L394 L395 L396 L397 L398 L399 L400 L401 L402 L403 L404 L405 L406)',
    (code, name) => {
      expect(ERROR_CODES[name]).toBe(code);
    },
  );

  it('holds all 29 codes of the 28 rows, each once', () => {
    const codes = Object.values(ERROR_CODES);
    expect(codes).toHaveLength(29);
    expect(new Set(codes).size).toBe(29);
  });
});

describe('SPEC 8 "Network-level failures carry a code such as network error, timeout, bad request, bad response or canceled" (SPEC §8 L417)', () => {
  it.each([
    ['ERR_NETWORK', 'ERR_NETWORK'],
    ['ECONNABORTED', 'ECONNABORTED'],
    ['ETIMEDOUT', 'ECONNABORTED'],
    ['ERR_BAD_REQUEST', 'ERR_BAD_REQUEST'],
    ['ERR_BAD_RESPONSE', 'ERR_BAD_RESPONSE'],
    ['ERR_CANCELED', 'ERR_CANCELED'],
    ['E100100001', null],
    [undefined, null],
  ])('%s → %s', (code, out) => {
    expect(toNetworkErrorCode(code)).toBe(out);
  });

  it('five network codes', () => {
    expect(Object.keys(NETWORK_ERROR_CODES)).toHaveLength(5);
  });
});

describe('statusErrorCode: an answer without a server code', () => {
  it.each([
    ["404 → 'resource not found' (E100100002)", 404, 'E100100002'],
    ['400 → none (the network-level bad request)', 400, null],
    ['500 → none', 500, null],
  ])('%s', (_name, status, expected) => {
    expect(statusErrorCode(status)).toBe(expected);
  });
});
