import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('SPEC 9 business constants', () => {
  it.each([
    ['"Footer version 4.1.5"', C.FOOTER_VERSION, '4.1.5'],
    ['"Maximum quantity per order item ... 99"', C.MAX_ORDER_QUANTITY, 99],
    ['SPEC 5 "the minimum in the item screen is 1"', C.MIN_ITEM_QUANTITY, 1],
    ['SPEC 5 "Cart quantity counter: 0 to 99"', C.MIN_CART_QUANTITY, 0],
    ['"Snackbar 2000 ms"', C.SNACKBAR_MS, 2000],
    ['"Price animation 500 ms"', C.PRICE_ANIMATION_MS, 500],
    ['"Menu-selection loading overlay 1000 ms"', C.MENU_SELECT_OVERLAY_MS, 1000],
    ['"Modal transition 300 ms"', C.MODAL_TRANSITION_MS, 300],
    ['"Coupon dialog max height 450 px"', C.COUPON_DIALOG_MAX_HEIGHT, 450],
    ['"Request timeout 60 s"', C.REQUEST_TIMEOUT_MS, 60000],
    ['decision (issue 15): the server render waits 3 s for its own data calls', C.SERVER_PREFETCH_TIMEOUT_MS, 3000],
    ['"menu queries 5 minutes (300000 ms)"', C.CACHE_TIME.MENU, 300000],
    ['"menu list data never stale"', C.CACHE_TIME.MENU_LIST, Infinity],
    ['"orders 5 minutes"', C.CACHE_TIME.ORDERS, 300000],
    ['"restaurant ... queries fresh for one hour"', C.CACHE_TIME.RESTAURANT, 3600000],
    ['"brand ... queries fresh for one hour"', C.CACHE_TIME.BRAND, 3600000],
    ['"terms queries fresh for one hour"', C.CACHE_TIME.TERMS, 3600000],
    ['"restaurant list 5 minutes"', C.CACHE_TIME.RESTAURANT_LIST, 300000],
    ['"receive times 5 minutes"', C.CACHE_TIME.RECEIVE_TIMES, 300000],
    ['"A one-hour constant" (SPEC §9 L425g)', C.ONE_HOUR_MS, 3600000],
    ['"Seat number kept 24 hours"', C.SEAT_TTL_MS, 86400000],
    ['"Code verifier: 32 bytes"', C.CODE_VERIFIER_BYTES, 32],
    ['"47 prefectures"', C.PREFECTURE_COUNT, 47],
    ['"The path cache holds up to 100000 entries"', C.PATH_CACHE_MAX_ENTRIES, 100000],
    ['"keys under 100 characters"', C.PATH_CACHE_MAX_KEY_LENGTH, 100],
    ['"split into 90-character chunks"', C.USER_AGENT_CHUNK_LENGTH, 90],
    ['SPEC 4 "2999-12-31T00:00:00Z means no campaign expiry"', C.NO_CAMPAIGN_EXPIRY, '2999-12-31T00:00:00Z'],
    ['SPEC 2 "thumbnail (84 px)"', C.IMAGE_SIZES.thumbnail, 84],
    ['SPEC 2 "cart (60 px)"', C.IMAGE_SIZES.cart, 60],
    ['SPEC 2 "itemDetail (374 px)"', C.IMAGE_SIZES.itemDetail, 374],
    ['SPEC 2 "menuDetail (232 px)"', C.IMAGE_SIZES.menuDetail, 232],
    ['SPEC 2 "top 1000 wide"', C.IMAGE_SIZES.top, 1000],
    ['SPEC 2 "logo 120"', C.IMAGE_SIZES.logo, 120],
    ['SPEC 2 "item large 800"', C.IMAGE_SIZES.itemLarge, 800],
    ['SPEC 2 "item small 360"', C.IMAGE_SIZES.itemSmall, 360],
    ['SPEC 2 "PR 1000"', C.IMAGE_SIZES.pr, 1000],
  ])('%s', (_quote, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('SPEC 2 favicon "96 px and 180 px"', () => {
    expect(C.FAVICON_SIZES).toEqual([96, 180]);
  });
});
