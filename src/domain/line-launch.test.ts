import { describe, expect, it } from 'vitest';
import {
  brandLiffIds,
  isLineLaunch,
  landingPath,
  launchPath,
  liffDataForBrand,
  liffIdOfUrl,
  mergeLaunch,
  readLineLaunch,
  resolveLiffId,
  restaurantIdOfPath,
  type BrandLiffUrls,
} from './line-launch';

const BRAND_ID = '2001234567-demoBrnd';
const SHOP_ID = '2001234567-shopR001';
const DEMO: BrandLiffUrls = {
  liffUrl: `https://liff.line.me/${BRAND_ID}`,
  brandLiffUrl: `https://liff.line.me/${BRAND_ID}/brand`,
  restaurantLiffUrlMap: { r1001: `/liff/${BRAND_ID}/restaurants/r1001` },
  lineSettings: [{ restaurantId: 'r1002', liffUrl: `https://miniapp.line.me/${SHOP_ID}` }],
};

describe('SPEC 3 Brand "liffUrl, brandLiffUrl, restaurantLiffUrlMap" and "Restaurant LINE setting: restaurantId, liffUrl" (SPEC §3 L128)', () => {
  it.each([
    [`https://liff.line.me/${BRAND_ID}`, BRAND_ID],
    [`https://liff.line.me/${BRAND_ID}/restaurants/r1001?x=1`, BRAND_ID],
    [`https://miniapp.line.me/${SHOP_ID}`, SHOP_ID],
    [`/liff/${BRAND_ID}/restaurants/r1001`, BRAND_ID],
    ['https://liff.line.me/', null],
    ['https://liff.line.me/not-a-liff-id', null],
    ['', null],
    [null, null],
  ])('the LIFF id of %s is %s', (url, id) => {
    expect(liffIdOfUrl(url)).toBe(id);
  });

  it('collects every LIFF id of the brand once', () => {
    expect(brandLiffIds(DEMO)).toEqual([BRAND_ID, SHOP_ID]);
    expect(brandLiffIds({})).toEqual([]);
  });

  it.each([
    ['"target_liff_id" of the brand wins', [SHOP_ID, BRAND_ID], null, SHOP_ID, []],
    ['"liff_id" when there is no target id', [null, BRAND_ID], null, BRAND_ID, []],
    ['the restaurant LINE setting for the launch restaurant', [], 'r1002', SHOP_ID, []],
    ['the brand restaurantLiffUrlMap for the launch restaurant', [], 'r1001', BRAND_ID, []],
    ['the brand liffUrl otherwise', [], null, BRAND_ID, []],
    [
      'a LIFF id not belonging to this brand is refused',
      ['9999999999-evilBrnd'],
      null,
      BRAND_ID,
      ['9999999999-evilBrnd'],
    ],
    ['a malformed id is refused', ['javascript:alert(1)'], 'r1002', SHOP_ID, ['javascript:alert(1)']],
  ] as const)('%s', (_name, requested, restaurantId, liffId, rejected) => {
    expect(resolveLiffId({ requested, urls: DEMO, restaurantId })).toEqual({ liffId, rejected });
  });

  it('a brand without any LIFF URL has no LIFF id', () => {
    expect(resolveLiffId({ requested: [BRAND_ID], urls: {}, restaurantId: null })).toEqual({
      liffId: null,
      rejected: [BRAND_ID],
    });
  });

  it('the brandLiffUrl when liffUrl is missing', () => {
    expect(resolveLiffId({ requested: [], urls: { brandLiffUrl: DEMO.brandLiffUrl }, restaurantId: null }).liffId).toBe(
      BRAND_ID,
    );
  });
});

describe('SPEC 2 "A messaging-app launch may carry target_liff_id, liff_id, referrer_key_usecase and referrer_key_message, and a restaurant path" (SPEC §2 L58)', () => {
  it('reads every launch parameter', () => {
    const launch = readLineLaunch(
      '/',
      `?liff.state=${encodeURIComponent('/restaurants/r1001/menus?x=1')}&target_liff_id=${SHOP_ID}&liff_id=${BRAND_ID}&referrer_key_usecase=campaign&referrer_key_message=autumn`,
    );
    expect(launch).toEqual({
      statePath: '/restaurants/r1001/menus?x=1',
      restaurantId: 'r1001',
      targetLiffId: SHOP_ID,
      liffId: BRAND_ID,
      referrerKeyUsecase: 'campaign',
      referrerKeyMessage: 'autumn',
      loginReturn: false,
      unsafeState: false,
    });
    expect(isLineLaunch(launch)).toBe(true);
  });

  it('a restaurant path launch takes the restaurant of the address', () => {
    expect(readLineLaunch('/restaurants/r1003/menus', `?liff_id=${BRAND_ID}`).restaurantId).toBe('r1003');
  });

  it('an ordinary web visit (a restaurant path alone) is no launch', () => {
    const launch = readLineLaunch('/restaurants/r1001/menus', '?eating_location=takeout');
    expect(isLineLaunch(launch)).toBe(false);
  });

  it('a LINE Login return (liffClientId / liffRedirectUri) is a launch', () => {
    const launch = readLineLaunch('/', '?code=abc&state=xyz&liffClientId=2001234567&liffRedirectUri=https%3A%2F%2Fa');
    expect(launch.loginReturn).toBe(true);
    expect(isLineLaunch(launch)).toBe(true);
  });

  it.each([
    ['//evil.example/restaurants/r1'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['https://evil.example/restaurants/r1'],
    ['/%2F%2Fevil.example'],
    ['/restaurants/r1\u0000'],
    ['/restaurants/%2F'],
  ])('an unsafe liff.state %s is ignored (no landing, no restaurant)', (state) => {
    const launch = readLineLaunch('/', new URLSearchParams({ 'liff.state': state }));
    expect(launch.statePath).toBeNull();
    expect(launch.restaurantId).toBeNull();
    expect(launch.unsafeState).toBe(true);
    expect(landingPath({ currentPath: '/', launch, storedPath: null })).toBeNull();
  });

  it.each([
    ['/restaurants/r1001', '/restaurants/r1001'],
    ['/', '/'],
    ['?foo=1', null],
    ['', null],
    [null, null],
  ])('launchPath(%s) is %s', (state, path) => {
    expect(launchPath(state)).toBe(path);
  });

  it.each([
    ['/restaurants/r1001', 'r1001'],
    ['/restaurants/r1001/menus/m-grand?x=1', 'r1001'],
    ['/restaurants/%E0%A4%A', null],
    ['/restaurants/a%2Fb/menus', null],
    ['/orders/o1', null],
    [null, null],
  ])('restaurantIdOfPath(%s) is %s', (path, id) => {
    expect(restaurantIdOfPath(path)).toBe(id);
  });

  it('drops control characters and overlong referrer keys', () => {
    const launch = readLineLaunch(
      '/',
      new URLSearchParams({ referrer_key_usecase: 'a\nb', referrer_key_message: 'x'.repeat(300) }),
    );
    expect(launch.referrerKeyUsecase).toBeNull();
    expect(launch.referrerKeyMessage).toBeNull();
  });
});

describe('landing on "the restaurant path they were sent to, also after a LINE login round trip"', () => {
  const launchWith = (search: string) => readLineLaunch('/', search);
  it.each([
    [
      'liff.state path',
      `?liff.state=${encodeURIComponent('/restaurants/r1001/menus')}`,
      null,
      '/restaurants/r1001/menus',
    ],
    [
      'a bare restaurant path → its callback page',
      `?liff.state=${encodeURIComponent('/restaurants/r1001?x=1')}`,
      null,
      '/restaurants/r1001/callback?x=1',
    ],
    [
      'login return: the kept launch path',
      '?liffClientId=1&code=c',
      '/restaurants/r1002/menus',
      '/restaurants/r1002/menus',
    ],
    ['login return with an unsafe kept path: stay', '?liffClientId=1&code=c', '//evil.example', null],
    ['login return without a kept path: stay', '?liffClientId=1', null, null],
    ['login return with a kept restaurant path without a usable id: stay', '?liffClientId=1', '/restaurants/%2F', null],
    ['no launch: stay', '', '/restaurants/r1002', null],
    [
      'a restaurant path without a usable id: stay',
      `?liff.state=${encodeURIComponent('/restaurants/%2F')}`,
      null,
      null,
    ],
  ])('%s', (_name, search, storedPath, expected) => {
    expect(landingPath({ currentPath: '/', launch: launchWith(search), storedPath })).toBe(expected);
  });

  it('a restaurant path launch on the bare restaurant address goes to its callback page', () => {
    const launch = readLineLaunch('/restaurants/r1003', `?liff_id=${BRAND_ID}`);
    expect(landingPath({ currentPath: '/restaurants/r1003', launch, storedPath: null })).toBe(
      '/restaurants/r1003/callback',
    );
  });

  it('already on the path: stay', () => {
    const launch = readLineLaunch(
      '/restaurants/r1001/menus',
      `?liff.state=${encodeURIComponent('/restaurants/r1001/menus')}`,
    );
    expect(landingPath({ currentPath: '/restaurants/r1001/menus', launch, storedPath: null })).toBeNull();
  });
});

describe('SPEC 3 liffData: "launch parameters never end up in another brand\'s session" (SPEC §3 L194c)', () => {
  const launch = readLineLaunch('/', `?liff.state=%2Frestaurants%2Fr1001&referrer_key_usecase=campaign`);

  it('keeps the launch with its brand', () => {
    expect(mergeLaunch({ previous: null, brandId: 'demo', launch, liffId: BRAND_ID })).toEqual({
      brandId: 'demo',
      liffId: BRAND_ID,
      referrerKeyUsecase: 'campaign',
      restaurantPath: '/restaurants/r1001',
    });
  });

  it('keeps earlier values of the same brand (userTableId, message)', () => {
    const previous = { brandId: 'demo', userTableId: 'ut-1', referrerKeyMessage: 'old' };
    expect(mergeLaunch({ previous, brandId: 'demo', launch, liffId: null })).toMatchObject({
      userTableId: 'ut-1',
      referrerKeyMessage: 'old',
      referrerKeyUsecase: 'campaign',
    });
  });

  it("never merges another brand's data", () => {
    const previous = { brandId: 'other', userTableId: 'ut-9', referrerKeyMessage: 'theirs' };
    expect(mergeLaunch({ previous, brandId: 'demo', launch, liffId: null })).toEqual({
      brandId: 'demo',
      referrerKeyUsecase: 'campaign',
      restaurantPath: '/restaurants/r1001',
    });
    expect(liffDataForBrand(previous, 'demo')).toBeNull();
    expect(liffDataForBrand(previous, 'other')).toBe(previous);
    expect(liffDataForBrand(null, 'demo')).toBeNull();
  });
});
