import { describe, expect, it } from 'vitest';
import { referrerPayload, shouldSendReferrer } from './line-referrer';

const BRAND_ID = '2001234567-demoBrnd';
const SHOP_ID = '2001234567-shopR001';

describe('SPEC 4 "A mini-app metrics event is sent once per session per app id when inside the messaging client" (SPEC §4 L261)', () => {
  it.each([
    [null, BRAND_ID, true],
    [[], BRAND_ID, true],
    [[SHOP_ID], BRAND_ID, true],
    [[BRAND_ID], BRAND_ID, false],
  ])('sent %j, app %s → send: %s', (sent, id, expected) => {
    expect(shouldSendReferrer(sent, id)).toBe(expected);
  });

  it('SPEC 3 "Metrics referrer payload: brandId, referrerType, referrerKeyUsecase, referrerKeyMessage, restaurantId, lineMiniAppAuth (liffAccessToken, idToken)" (SPEC §3 L168 L188)', () => {
    expect(
      referrerPayload({
        brandId: 'demo',
        data: { brandId: 'demo', referrerKeyUsecase: 'campaign', referrerKeyMessage: 'autumn' },
        restaurantId: 'r1001',
        accessToken: 'at',
        idToken: 'it',
      }),
    ).toEqual({
      brandId: 'demo',
      referrerType: 'REFERRER_TYPE_LINE_MINI_APP',
      referrerKeyUsecase: 'campaign',
      referrerKeyMessage: 'autumn',
      restaurantId: 'r1001',
      lineMiniAppAuth: { liffAccessToken: 'at', idToken: 'it' },
    });
  });

  it('without tokens or launch data only the brand and type are sent', () => {
    expect(
      referrerPayload({ brandId: 'demo', data: null, restaurantId: null, accessToken: 'at', idToken: null }),
    ).toEqual({
      brandId: 'demo',
      referrerType: 'REFERRER_TYPE_LINE_MINI_APP',
    });
  });
});
