import { describe, expect, it } from 'vitest';
import { CartSchema } from '@/domain/cart-expiry';
import { createOrderItem } from '@/domain/customization-selection';
import { safeParse } from '@/domain/storage-schema';
import { AuthRecordSchema } from '@/domain/storage-keys';
import COLA_LINE from '@/test/cola-line.json';
import { menuItem } from '@/domain/testing/menu-fixtures';
import { loadContract } from './load-contract';

/**
 * SPEC 3 (entities, enumerations) and SPEC 7 (calls) against the contract the app is generated from (openapi.yaml,
 * snake_case on the wire) and the client-side shapes: a field, value, parameter or call the spec names that the
 * contract or the client drops fails here. Whether the product uses them is checked by the screens' own tests.
 */
const { operations, doc } = await loadContract();

interface Schema {
  type?: string;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
}
const schemas = (doc.components as { schemas: Record<string, Schema> }).schemas;
/** A spec (camelCase) name in the contract's snake_case: `restaurantLiffUrlMap` → `restaurant_liff_url_map`. */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const wire = (name: string) => (name.includes('.') ? name : snakeCase(name));

/** The schema reached from `root` by a path of spec (camelCase) names, through arrays. */
function schemaAt(root: Schema, path: string[]): Schema {
  return path.reduce<Schema>((at, name) => {
    const object = at.type === 'array' && at.items ? at.items : at;
    const next = object.properties?.[wire(name)];
    if (!next) throw new Error(`no property ${wire(name)} (from ${path.join('.')})`);
    return next.type === 'array' && next.items ? next.items : next;
  }, root);
}

/** Spec fields missing from a schema; "a.b" is field b of the object in field a. */
function missingFields(root: Schema, fields: string[]): string[] {
  return fields.filter((field) => {
    const parts = field.split('.');
    try {
      const parent = schemaAt(root, parts.slice(0, -1));
      const object = parent.type === 'array' && parent.items ? parent.items : parent;
      return !object.properties?.[wire(parts.at(-1)!)];
    } catch {
      return true;
    }
  });
}

const LANGUAGES = ['code', 'text'];
const withLanguages = (field: string) => LANGUAGES.map((part) => `${field}.${part}`);

describe('SPEC 3 entities: the contract carries every field the spec names', () => {
  it.each([
    [
      'Brand (SPEC §3 L122)',
      'Brand',
      [
        'brandId',
        'brandName',
        ...withLanguages('brandNameLanguages'),
        'coverImageUrl',
        'logoImageUrl',
        'enableIdIntegration',
        'enableLineMiniApp',
        'liffUrl',
        'brandLiffUrl',
        'restaurantLiffUrlMap',
        'myPageUrl',
        'contactInformationType',
        'contactInformation',
      ],
    ],
    [
      'Restaurant (SPEC §3 L126)',
      'Restaurant',
      ['id', 'name', 'nameLanguages', 'coverImageUrl', 'contactInformationType', 'contactInformation'],
    ],
    ['Restaurant LINE setting (SPEC §3 L128)', 'RestaurantLineSetting', ['restaurantId', 'liffUrl']],
    [
      'Menu summary (SPEC §3 L130)',
      'MenuSummary',
      [
        'menuId',
        'name',
        'nameLanguages',
        'imageUrl',
        'recentReceiveTime',
        'receivableTimeRange.beginTime',
        'receivableTimeRange.endTime',
      ],
    ],
    [
      'Menu list response (SPEC §3 L132)',
      'ListMenusResponse',
      ['isMenuViewOnly', 'isTodayTakeout', 'eatInMenuSummaries', 'takeoutMenuSummaries', 'menuSummaries'],
    ],
    [
      'Menu item, with per-language names, labels and descriptions (SPEC §3 L134a L134b)',
      'MenuItem',
      [
        'name',
        'itemId',
        'version',
        'imageUrl',
        'itemState',
        'campaignId',
        'campaignLabel',
        'campaignAvailableTimeRange',
        'pricingSaleName',
        'pricingSaleAvailableTimeRange',
        'description',
        'customizeGroups',
        'allergens.name',
        'allergens.nameLanguages',
        'isAlcohol',
        'price',
        'discountedPrice',
        'isNormalPriceDisplay',
        'isCouponItem',
        'salesEndDate',
        'availableUntil',
        'menuName',
        'enableMaxOrderCount',
        'maxOrderCount',
        'nameLanguages',
        'campaignLabelLanguages',
        'descriptionLanguages',
      ],
    ],
    [
      'Customize group (SPEC §3 L136)',
      'CustomizeGroup',
      [
        'name',
        'type',
        'isCheckable',
        'description',
        'customizeGroupId',
        'isMultiSelection',
        'isSelectionRequired',
        'isDefaultSelection',
        'customizeItems',
        ...[
          'minItemSelectionCount',
          'maxItemSelectionCount',
          'minTotalSelectionCount',
          'maxTotalSelectionCount',
          'showCounter',
          'text',
        ].map((f) => `multiSelectionSetting.${f}`),
      ],
    ],
    [
      'Customize item (SPEC §3 L138)',
      'CustomizeItem',
      [
        'name',
        'price',
        'itemId',
        'version',
        'quantity',
        'imageUrl',
        'campaignId',
        'discountedPrice',
        'customizeGroupId',
        'isAlcohol',
        'isUnlimited',
        'isMultiSelection',
        'isDefaultSelection',
        'maxSelectionCount',
        'customizeGroups',
      ],
    ],
    [
      'Option item (SPEC §3 L146)',
      'OptionItem',
      ['itemId', 'name', 'nameLanguages', 'price', 'version', 'quantity', 'customizeItems'],
    ],
    ['Cart response (SPEC §3 L152)', 'CartResponse', ['restaurantId', 'items.customizeId', 'items.detail.quantity']],
    [
      'Order calculation result (SPEC §3 L154)',
      'OrderCalculation',
      [
        'totalPrice',
        'hasCouponItem',
        ...['couponId', 'couponCode', 'discountPrice', 'remainingAmount', 'isValid', 'rewardType'].map(
          (f) => `coupon.${f}`,
        ),
      ],
    ],
    [
      'Order line item: a customization line of an order, nested (SPEC §3 L156)',
      'OrderCustomizeLine',
      [
        'itemId',
        'version',
        'customizeGroupId',
        'quantity',
        'price',
        'name',
        'nameLanguages',
        'customizeItems.customizeGroupId',
        'imageUrl',
        'discountedPrice',
      ],
    ],
    [
      'Order line item: the line itself (SPEC §3 L156)',
      'OrderLineItem',
      [
        'itemId',
        'version',
        'quantity',
        'price',
        'name',
        'nameLanguages',
        'customizeItems',
        'imageUrl',
        'discountedPrice',
      ],
    ],
    [
      'Coupon (SPEC §3 L158)',
      'Coupon',
      [
        'couponId',
        'name',
        'nameLanguages',
        'imageUrl',
        'availableTimeRange.timeFrom',
        'availableTimeRange.timeTo',
        'note',
        'noteLanguages',
      ],
    ],
    [
      'Pricing coupon (SPEC §3 L160)',
      'PricingCoupon',
      [
        'couponCode',
        'name',
        'nameLanguages',
        'imageUrl',
        'loginRequired',
        'dateRange.finishDate',
        'usageCount.limit',
        'targetRestaurantIds',
        'dateRangeState.state',
        'fetchableDateRangeState.state',
        'unavailableReason.reason',
        'note',
        'noteLanguages',
      ],
    ],
    [
      'Receive time option (SPEC §3 L162)',
      'ReceiveTimeOption',
      ['name', 'imageUrl', 'receivableTimeRange.beginTime', 'receivableTimeRange.endTime'],
    ],
    [
      'Metrics referrer payload (SPEC §3 L168)',
      'ReferrerPayload',
      [
        'brandId',
        'referrerType',
        'referrerKeyUsecase',
        'referrerKeyMessage',
        'restaurantId',
        'lineMiniAppAuth.liffAccessToken',
        'lineMiniAppAuth.idToken',
      ],
    ],
    [
      'Metrics referrer answer: "The response may include userTableId" (SPEC §3 L168)',
      'ReferrerResponse',
      ['userTableId'],
    ],
  ] as const)('%s', (_name, schema, fields) => {
    expect(schemas[schema], schema).toBeDefined();
    expect(missingFields(schemas[schema]!, [...fields])).toEqual([]);
  });
});

describe('SPEC 3 entities kept by the client', () => {
  it('"Order item in the item screen" (SPEC §3 L140): the item screen builds it with every field', () => {
    const item = createOrderItem(
      menuItem({
        itemId: 'i1',
        version: 1,
        name: 'n',
        price: 100,
        imageUrl: 'u',
        campaignId: 'c',
        campaignLabel: 'l',
        campaignAvailableTimeRange: { beginTime: 'b', endTime: 'e' },
        discountedPrice: 90,
        isNormalPriceDisplay: true,
        recentReceiveTime: 'r',
        isAlcohol: false,
        customizeGroups: [],
      }),
      't1',
    );
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining([
        'treeId',
        'name',
        'price',
        'itemId',
        'version',
        'quantity',
        'imageUrl',
        'campaignId',
        'campaignLabel',
        'campaignAvailableTimeRange',
        'discountedPrice',
        'isNormalPriceDisplay',
        'recentReceiveTime',
        'isAlcohol',
        'customizeGroups',
      ]),
    );
  });

  it('"Cart (kept in local storage with an expiry)" (SPEC §3 L142a): the stored cart keeps every field', () => {
    const stored = {
      expiry: '2026-11-21T23:00:00+09:00',
      restaurant: {
        id: 'r1001',
        name: 'デモ食堂 渋谷店',
        nameLanguages: [{ code: 'en', text: 'Demo Shokudo Shibuya' }],
      },
      orderItems: [COLA_LINE],
      optionItems: [],
      servingType: 'eat_in',
      enableMaxOrderCount: true,
      maxOrderCount: 5,
    };
    const read = safeParse(CartSchema, stored);
    expect(read.success && read.output).toEqual(stored);
  });

  it('"Auth record" (SPEC §3 L166): the stored auth keeps every field', () => {
    const stored = {
      accessToken: 'access',
      refreshToken: 'refresh',
      refreshTokenExpires: '2026-12-21T22:00:00+09:00',
      returnUrl: '/orders',
      userName: '山田 花子',
    };
    const read = safeParse(AuthRecordSchema, stored);
    expect(read.success && read.output).toEqual(stored);
  });
});

describe('SPEC 3 enumerations: the contract has exactly the values the spec lists', () => {
  it.each([
    [
      'Day of week (SPEC §3 L171a)',
      'DayOfWeek',
      [
        'DayOfWeekSunday',
        'DayOfWeekMonday',
        'DayOfWeekTuesday',
        'DayOfWeekWednesday',
        'DayOfWeekThursday',
        'DayOfWeekFriday',
        'DayOfWeekSaturday',
        'DayOfWeekPublicHoliday',
      ],
    ],
    [
      'Payment method (SPEC §3 L172)',
      'PaymentMethod',
      [
        'CASH',
        'CREDITCARD',
        'D_PAY',
        'D_MINI_APP',
        'PAYPAY',
        'ONSITE',
        'CREDITCARD_DISCOVER',
        'POINT',
        'DIGITAL_MONEY',
        'AU_PAY',
        'CREDITCARD_3D_SECURE',
        'RAKUTEN_PAY',
      ].map((m) => `PAYMENT_METHOD_${m}`),
    ],
    [
      'Order state (SPEC §3 L173)',
      'OrderState',
      ['PENDING', 'REQUESTED', 'PREPARED', 'READY', 'DELIVERED', 'CANCELED'].map((s) => `ORDER_STATE_${s}`),
    ],
    ['Card brand (SPEC §3 L174)', 'CardBrand', ['UNKNOWN', 'VISA', 'MASTER', 'JCB', 'AMEX', 'DINERS', 'DISCOVER']],
    [
      'Onsite payment setting (SPEC §3 L175)',
      'OnsitePaymentSetting',
      ['ONSITE_PAYMENT_DENY', 'ONSITE_PAYMENT_ALLOW', 'ONSITE_PAYMENT_LOGIN_REQUIRED'],
    ],
    ['Phone number type (SPEC §3 L176)', 'PhoneNumberType', ['UNSPECIFIED', 'MOBILE', 'HOME', 'WORK']],
    ['Serving type (SPEC §3 L177a)', 'ServingType', ['SERVING_TYPE_TAKEOUT', 'SERVING_TYPE_EAT_IN']],
    ['Serving type in queries (SPEC §3 L177b)', 'ServingTypeQuery', ['takeout', 'eat_in']],
    ['Channels (SPEC §3 L178)', 'Channel', ['line_app', 'togo']],
    ['Tax rate (SPEC §3 L179)', 'TaxRate', ['EIGHT_PERCENT', 'TEN_PERCENT']],
    ['Item sale status (SPEC §3 L180)', 'ItemSaleStatus', ['ON_SALE', 'SOLD_OUT', 'UNAVAILABLE']],
    ['Item state, set A (SPEC §3 L181)', 'ItemStateSetA', ['ON_SALE', 'HIDDEN', 'SOLD_OUT', 'DISABLED', 'SUSPENDED']],
    ['Item state, set B (SPEC §3 L181)', 'ItemState', ['OnSale', 'SoldOut', 'Disabled', 'Hidden']],
    ['Menu availability (SPEC §3 L182)', 'MenuAvailability', ['Available', 'Disabled', 'OutOfOrderTime']],
    [
      'Coupon types (SPEC §3 L183)',
      'CouponType',
      ['DISCOUNT_ALL_ITEMS', 'DISCOUNT_FROM_ACCOUNTING_WITH_PURCHASE', 'ONLY_ONE_FREE', 'DISCOUNT_SCORE'],
    ],
    [
      'Coupon unavailable reasons (SPEC §3 L184)',
      'CouponUnavailableReason',
      ['UNSPECIFIED', 'EXPIRED', 'NO_TARGET_ITEM', 'NO_SCORE', 'NOT_FOUND', 'LOGIN_REQUIRED', 'LIMIT_REACHED'],
    ],
    ['Coupon date-range states (SPEC §3 L185)', 'DateRangeState', ['BEFORE_DATE', 'IN_DATE', 'AFTER_DATE']],
    [
      'Receive-time modes (SPEC §3 L186a)',
      'ReceiveTimeMode',
      ['now', 'earliest', 'time_specification', 'current_date', 'later_date'],
    ],
    [
      'Quick information type (SPEC §3 L187)',
      'QuickInformationType',
      ['QUICK_INFORMATION_TYPE_NORMAL', 'QUICK_INFORMATION_TYPE_ALERT'],
    ],
    [
      'Referrer types: unspecified, web, messaging mini app (SPEC §3 L188)',
      'ReferrerType',
      ['REFERRER_TYPE_UNSPECIFIED', 'REFERRER_TYPE_WEB', 'REFERRER_TYPE_LINE_MINI_APP'],
    ],
    ['Platform code: web or pay mini app (SPEC §3 L189)', 'PlatformCode', ['web', 'pay_mini_app']],
    ['contactInformationType (SPEC §3 L122)', 'ContactInformationType', ['NONE', 'CONTACT_URL', 'PHONE_NUMBER']],
  ] as const)('%s', (_name, schema, values) => {
    expect(schemas[schema]?.enum, schema).toEqual([...values]);
  });
});

/** The operation of a method and path, with its query parameters ("name!" when required). */
function operation(method: string, path: string) {
  const op = operations.find((o) => o.method === method.toLowerCase() && o.path === path);
  if (!op) throw new Error(`no ${method} ${path} in openapi.yaml`);
  const query = op.parameters.filter((p) => p.in === 'query').map((p) => `${p.name}${p.required ? '!' : ''}`);
  const media = (status: string) => op.responses[status]?.content?.['application/json'];
  return {
    query,
    body: op.requestBody?.content?.['application/json']?.schema as Schema | undefined,
    answer: (media('200') ?? media('201'))?.schema as Schema | undefined,
  };
}

describe('SPEC 7 calls: the contract has each call with the parameters the spec names', () => {
  it.each([
    [
      'restaurant list (SPEC §7 L311)',
      'GET',
      '/v1/restaurants',
      ['brandId', 'latitude', 'longitude', 'text', 'prefectureId', 'page.pageSize', 'page.pageToken'],
    ],
    ['receive times (SPEC §7 L313)', 'GET', '/v1/restaurants/{restaurantId}/receive_times', []],
    ['terms of sale (SPEC §7 L314)', 'GET', '/v1/restaurants/{restaurantId}/terms_of_sale', []],
    ['option items (SPEC §7 L315)', 'GET', '/v1/restaurants/{restaurantId}/items/option_items', []],
    ['LINE settings (SPEC §7 L316)', 'GET', '/v1/restaurants/line_setting', ['brandId']],
    ['prefecture list (SPEC §7 L317)', 'GET', '/v1/restaurants/prefecture_list', ['brandId']],
    ['brand (SPEC §7 L319)', 'GET', '/v1/brands/{brandId}', []],
    ['LINE privacy policy (SPEC §7 L320)', 'GET', '/v1/brands/{brandId}/line_privacy_policy', []],
    ['menu list (SPEC §7 L323)', 'GET', '/v1/restaurants/{restaurantId}/menus', ['receiveTime', 'isImmediateOrder']],
    [
      'menu (SPEC §7 L324a)',
      'GET',
      '/v1/restaurants/{restaurantId}/menus/{menuId}',
      ['servingType', 'couponId', 'couponCode', 'receiveTime', 'isMenuViewOnly'],
    ],
    [
      'item (SPEC §7 L325a)',
      'GET',
      '/v1/restaurants/{restaurantId}/menus/{menuId}/items/{itemId}',
      ['servingType', 'couponId', 'couponCode', 'receiveTime'],
    ],
    ['calculate (SPEC §7 L330)', 'POST', '/v1/orders/calculate', []],
    ['cart (SPEC §7 L331a)', 'POST', '/v1/orders/cart', []],
    ['confirm (SPEC §7 L332)', 'POST', '/v1/orders/confirm', []],
    ['create (SPEC §7 L333)', 'POST', '/v1/orders', []],
    ['preorder (SPEC §7 L334)', 'POST', '/v1/orders/preorder', []],
    ['start (SPEC §7 L335)', 'POST', '/v1/orders/start', []],
    ['order (SPEC §7 L336)', 'GET', '/v1/orders/{orderId}', []],
    ['orders in progress, restaurantId required (SPEC §7 L337)', 'GET', '/v1/orders/in_progress', ['restaurantId!']],
    ['order list (SPEC §7 L338)', 'GET', '/v1/orders', ['restaurantId', 'brandId', 'page.pageSize', 'page.pageToken']],
    ['last ordered restaurants (SPEC §7 L339)', 'GET', '/v1/orders/last/ordered/restaurants', ['brandId']],
    ['coupon by id (SPEC §7 L344)', 'GET', '/v1/coupons/{couponId}', []],
    [
      'available pricing coupons (SPEC §7 L345)',
      'GET',
      '/v1/pricing/coupon/available',
      ['brandId', 'restaurantId', 'couponCode'],
    ],
    ['pricing coupon (SPEC §7 L346)', 'GET', '/v1/pricing/coupons/{couponCode}', []],
    [
      'authorization URL, redirectUrl required (SPEC §7 L349)',
      'GET',
      '/v1/auth/authorization_url',
      ['redirectUrl!', 'returnUrl', 'codeChallenge'],
    ],
    ['login (SPEC §7 L350)', 'POST', '/v1/auth/login', []],
    ['logout (SPEC §7 L351)', 'POST', '/v1/auth/logout', []],
    ['token refresh (SPEC §7 L352)', 'POST', '/v1/auth/token_refresh', []],
    ['card list (SPEC §7 L353)', 'GET', '/v1/payments/creditcards', []],
    ['card delete (SPEC §7 L354)', 'DELETE', '/v1/creditcards/{cardSeq}', []],
    [
      'd POINT callback, all required (SPEC §7 L355)',
      'GET',
      '/v1/daccount/callback/dpoint',
      ['code!', 'error!', 'state!'],
    ],
    ['d-account login (SPEC §7 L356)', 'GET', '/v1/daccount/login/{brandId}/{restaurantId}', ['state']],
    [
      'mini-app d POINT callback (SPEC §7 L357)',
      'GET',
      '/v1/dmini/daccount/callback/dpoint',
      ['code!', 'error!', 'state!'],
    ],
    [
      'mini-app launch callback (SPEC §7 L357)',
      'GET',
      '/v1/dmini/daccount/callback/launch',
      ['code!', 'error!', 'state!'],
    ],
    ['d POINT card unlink (SPEC §7 L358)', 'DELETE', '/v1/dmini/daccount/dpoint_card_connecting', []],
    [
      'mini-app d-account login, loginType required (SPEC §7 L359)',
      'GET',
      '/v1/dmini/daccount/login/{brandId}',
      ['state', 'loginType!', 'restaurantId'],
    ],
    ['seed (SPEC §7 L360)', 'GET', '/v1/dmini/seed', []],
    ['user status (SPEC §7 L361)', 'GET', '/v1/dmini/user_status', []],
    ['user status update (SPEC §7 L361)', 'POST', '/v1/dmini/user_status', []],
    ['verify hash (SPEC §7 L362)', 'POST', '/v1/dmini/verify_hash', []],
    ['referrer metrics (SPEC §7 L363)', 'POST', '/v1/metrics/referrer', []],
  ] as const)('%s', (_name, method, path, query) => {
    expect(operation(method, path).query).toEqual([...query]);
  });

  it.each([
    ['POST', '/v1/orders/calculate'],
    ['POST', '/v1/orders/confirm'],
    ['POST', '/v1/orders'],
    ['POST', '/v1/orders/preorder'],
    ['POST', '/v1/orders/start'],
    ['POST', '/v1/auth/login'],
    ['POST', '/v1/dmini/user_status'],
    ['POST', '/v1/dmini/verify_hash'],
  ] as const)('%s %s takes a body (SPEC §7 L330 L332 L333 L334 L335 L350 L361 L362)', (method, path) => {
    expect(operation(method, path).body?.type).toBe('object');
  });

  it("the cart call's body: orderItems, optionItems, restaurantId, servingType, receiveTime (SPEC §7 L331a)", () => {
    const { body } = operation('POST', '/v1/orders/cart');
    expect(missingFields(body!, ['orderItems', 'optionItems', 'restaurantId', 'servingType', 'receiveTime'])).toEqual(
      [],
    );
  });

  it('the cart validation takes orderItems, servingType, restaurantId, customizeId (SPEC §3 L150 §7 L340)', () => {
    const { body } = operation('POST', '/v1/orders/cart/validate');
    expect(missingFields(body!, ['orderItems', 'servingType', 'restaurantId', 'customizeId'])).toEqual([]);
  });

  it('answers and bodies the spec names (SPEC §7 L316 L325c L344 L345 L349 L351 L352 L363)', () => {
    expect(missingFields(operation('GET', '/v1/restaurants/line_setting').answer!, ['restaurantLineSettings'])).toEqual(
      [],
    );
    const item = operation('GET', '/v1/restaurants/{restaurantId}/menus/{menuId}/items/{itemId}').answer!;
    expect(missingFields(item, ['item.itemId', 'isMenuViewOnly'])).toEqual([]);
    expect(
      missingFields(operation('GET', '/v1/coupons/{couponId}').answer!, ['couponId', 'name', 'availableTimeRange']),
    ).toEqual([]);
    expect(missingFields(operation('GET', '/v1/pricing/coupon/available').answer!, ['coupons.couponCode'])).toEqual([]);
    expect(missingFields(operation('GET', '/v1/auth/authorization_url').answer!, ['authorizationUrl'])).toEqual([]);
    expect(missingFields(operation('POST', '/v1/auth/logout').body!, ['refreshToken'])).toEqual([]);
    const refresh = operation('POST', '/v1/auth/token_refresh');
    expect(missingFields(refresh.body!, ['refreshToken'])).toEqual([]);
    expect(missingFields(refresh.answer!, ['accessToken'])).toEqual([]);
    expect(operation('POST', '/v1/metrics/referrer').body).toBe(schemas.ReferrerPayload);
  });
});
