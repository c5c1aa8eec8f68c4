import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromWire } from '@/api/wire-adapter';

const calculated = { method: 'post', url: '/v1/orders/calculate' };
import { calculateOrder200Response, confirmOrder200Response } from '@/api/generated/zod/orders/orders.zod';
import { loadCatalogue } from './catalogue.mjs';
import { COUPON_TERMS, includedTax, priceOrder, taxDetails } from './pricing.mjs';
import { confirmationAnswer } from './state.mjs';

/** The mock's arithmetic (issue 30 item 2): lines, options, tax of each rate and coupons, from the request. */
const mock = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../mocks/${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const catalogue = loadCatalogue();
const designed = mock('orders/calculate-request.json');

type Line = Record<string, unknown>;
const line = (item_id: string, quantity: number, customize_items: Line[] = []): Line => ({
  item_id,
  version: 3,
  quantity,
  customize_id: `c-${item_id}`,
  menu_id: 'm-grand',
  customize_items,
});
const option = (group: string, item_id: string, quantity = 1, nested: Line[] = []): Line => ({
  item_id,
  version: 1,
  quantity,
  customize_group_id: group,
  customize_items: nested,
});
const request = (order_items: Line[], extra: Record<string, unknown> = {}) => ({
  restaurant_id: 'r1001',
  serving_type: 'SERVING_TYPE_TAKEOUT',
  order_items,
  option_items: [],
  ...extra,
});
const cola2 = line('i-cola', 2);
const bentoWithBeer = line('i-karaage-bento', 1, [
  option('g-kb-rice', 'ci-rice-regular'),
  option('g-kb-side', 'ci-side-tamagoyaki'),
  option('g-kb-drink', 'ci-drink-beer'),
]);
const bentoWithOptions = line('i-karaage-bento', 2, [
  option('g-kb-rice', 'ci-rice-large'),
  option('g-kb-topping', 'ci-top-cheese', 2),
  option('g-kb-topping', 'ci-top-egg'),
  option('g-kb-drink', 'ci-drink-coffee', 1, [option('g-kb-coffee-temp', 'ci-coffee-iced')]),
]);

describe('tax included in each rate (amount × rate / (100 + rate), rounded down)', () => {
  it.each([
    [400, 'EIGHT_PERCENT', 29],
    [400, 'TEN_PERCENT', 36],
    [1520, 'EIGHT_PERCENT', 112],
    [1520, 'TEN_PERCENT', 138],
    [1620, 'EIGHT_PERCENT', 120],
    [1130, 'TEN_PERCENT', 102],
    [108, 'EIGHT_PERCENT', 8],
    [0, 'EIGHT_PERCENT', 0],
  ] as const)('¥%i at %s → ¥%i', (amount, rate, tax) => {
    expect(includedTax(amount, rate)).toBe(tax);
  });

  it('a discount is shared among the rates in proportion; the remaining yen from the larger amount', () => {
    expect(taxDetails({ EIGHT_PERCENT: 860, TEN_PERCENT: 550 }, 100, 'SERVING_TYPE_TAKEOUT')).toEqual([
      { tax_rate: 'EIGHT_PERCENT', taxable_amount: 799, tax_amount: 59 },
      { tax_rate: 'TEN_PERCENT', taxable_amount: 511, tax_amount: 46 },
    ]);
    expect(taxDetails({ EIGHT_PERCENT: 0, TEN_PERCENT: 0 }, 0, 'SERVING_TYPE_EAT_IN')).toEqual([
      { tax_rate: 'TEN_PERCENT', taxable_amount: 0, tax_amount: 0 },
    ]);
  });
});

describe('amounts from the request', () => {
  it.each([
    ['コーラ ×2, takeout: 8 %', request([cola2]), 400, [['EIGHT_PERCENT', 400, 29]]],
    [
      'コーラ ×2, eat-in: 10 %',
      request([cola2], { serving_type: 'SERVING_TYPE_EAT_IN' }),
      400,
      [['TEN_PERCENT', 400, 36]],
    ],
    // (890 + 100 large rice + 2 × 100 cheese + 60 egg (discounted) + (200 coffee + 30 iced)) × 2 = 2,960
    ['karaage bento ×2 with options', request([bentoWithOptions]), 2960, [['EIGHT_PERCENT', 2960, 219]]],
    // 890 at 8 %, the alcoholic set drink (beer ¥350) at 10 % even for takeout
    [
      'karaage bento with a beer set drink, takeout',
      request([bentoWithBeer]),
      1240,
      [
        ['EIGHT_PERCENT', 890, 65],
        ['TEN_PERCENT', 350, 31],
      ],
    ],
    [
      'a discounted item at its discounted price (hamburg ¥880 ×2)',
      request([line('i-hamburg-bento', 2)]),
      1760,
      [['EIGHT_PERCENT', 1760, 130]],
    ],
    [
      'an option item (plastic bag ¥5 ×2) counts',
      request([cola2], { option_items: [{ item_id: 'opt-5', version: 1, quantity: 2 }] }),
      410,
      [['EIGHT_PERCENT', 410, 30]],
    ],
  ] as const)('%s', (_case, sent, total, taxes) => {
    const { calculation } = priceOrder(catalogue, sent);
    expect(calculation).toEqual({
      total_price: total,
      subtotal_price: total,
      discount_price: 0,
      has_coupon_item: false,
      tax_details: taxes.map(([tax_rate, taxable_amount, tax_amount]) => ({ tax_rate, taxable_amount, tax_amount })),
    });
    expect(calculateOrder200Response.safeParse(fromWire(calculated, 200, calculation)).success).toBe(true);
  });

  it('the priced lines carry the catalogue names and prices', () => {
    const { items } = priceOrder(catalogue, request([bentoWithBeer]));
    expect(items[0]).toMatchObject({
      name: '唐揚げ弁当',
      price: 890,
      customize_items: [
        { item_id: 'ci-rice-regular', price: 0 },
        { item_id: 'ci-side-tamagoyaki', price: 0 },
        { item_id: 'ci-drink-beer', name: '生ビール（小）', price: 350 },
      ],
    });
  });
});

describe('the designed cart reproduces the contract examples', () => {
  it.each([
    ['WELCOME100 takeout', {}, 'orders/calculation.json'],
    ['WELCOME100 eat-in', { serving_type: 'SERVING_TYPE_EAT_IN' }, 'orders/calculation-eat-in.json'],
    ['no coupon', { coupon_code: undefined }, 'orders/calculation-no-coupon.json'],
    ['SPEND2000 below its minimum', { coupon_code: 'SPEND2000' }, 'orders/calculation-remaining.json'],
    ['KARAAGEFREE without karaage', { coupon_code: 'KARAAGEFREE' }, 'orders/calculation-no-target.json'],
    ['SCORE10 (no score yet)', { coupon_code: 'SCORE10' }, 'orders/calculation-low-amount.json'],
  ])('%s', (_case, change, example) => {
    const sent = JSON.parse(JSON.stringify({ ...designed, ...change })) as Record<string, unknown>;
    expect(priceOrder(catalogue, sent).calculation).toEqual(mock(example));
  });

  it('the wallet example order (gyudon 8 %, beer 10 % for takeout) has the tax of o-20261121-0002', () => {
    const { calculation } = priceOrder(catalogue, mock('orders/preorder-request.json'));
    expect(calculation.tax_details).toEqual(mock('orders/o-20261121-0002.json').tax_details);
  });
});

describe('coupons', () => {
  const makunouchi = line('i-makunouchi', 1); // ¥1,200
  const priced = (items: Line[], extra: Record<string, unknown>, loggedIn = false) =>
    priceOrder(catalogue, request(items, extra), { loggedIn });

  it.each([
    // [case, lines, request fields, logged in, discount, is_valid, remaining, has_target_items]
    ['no coupon: no discount, no coupon', [cola2], {}, false, 0, null, 0, null],
    ['WELCOME100: ¥100 off', [cola2], { coupon_code: 'WELCOME100' }, false, 100, true, 0, true],
    ['SPEND2000 below ¥2,000: ¥1,600 short', [cola2], { coupon_code: 'SPEND2000' }, false, 0, false, 1600, true],
    [
      'SPEND2000 at ¥2,000 or more: ¥200 off',
      [makunouchi, cola2, cola2],
      { coupon_code: 'SPEND2000' },
      false,
      200,
      true,
      0,
      true,
    ],
    [
      'SPEND2000 at a restaurant it is not for',
      [makunouchi, cola2, cola2],
      { coupon_code: 'SPEND2000', restaurant_id: 'r1004' },
      false,
      0,
      false,
      0,
      true,
    ],
    [
      'KARAAGEFREE with its target item: one karaage (¥350) free',
      [cola2, line('i-karaage', 2)],
      { coupon_code: 'KARAAGEFREE' },
      false,
      350,
      true,
      0,
      true,
    ],
    ['KARAAGEFREE without its target item', [cola2], { coupon_code: 'KARAAGEFREE' }, false, 0, false, 0, false],
    ['MEMBER300 for a guest: login required', [cola2], { coupon_code: 'MEMBER300' }, false, 0, false, 0, true],
    ['MEMBER300 logged in: ¥300 off', [cola2], { coupon_code: 'MEMBER300' }, true, 300, true, 0, true],
    ['XMAS2026 before its dates', [cola2], { coupon_code: 'XMAS2026' }, false, 0, false, 0, true],
    ['SUMMER2026 after its dates', [cola2], { coupon_code: 'SUMMER2026' }, false, 0, false, 0, true],
    ['LIMIT1 used up', [cola2], { coupon_code: 'LIMIT1' }, false, 0, false, 0, true],
    ['OTHERSHOP at another restaurant', [cola2], { coupon_code: 'OTHERSHOP' }, false, 0, false, 0, true],
    ['an unknown code', [cola2], { coupon_code: 'NOPE' }, false, 0, false, 0, false],
    ['coupon id c-welcome: ¥100 off', [cola2], { coupon_id: 'c-welcome' }, false, 100, true, 0, true],
    ['coupon id c-xmas before its dates', [cola2], { coupon_id: 'c-xmas' }, false, 0, false, 0, true],
    [
      'a discount is never more than the subtotal',
      [line('i-cola', 1)],
      { coupon_code: 'LIMIT1' },
      false,
      0,
      false,
      0,
      true,
    ],
    [
      'a discount is never more than the subtotal (MEMBER300 on ¥200)',
      [line('i-cola', 1)],
      { coupon_code: 'MEMBER300' },
      true,
      200,
      true,
      0,
      true,
    ],
  ] as const)('%s', (_case, items, extra, loggedIn, discount, isValid, remaining, hasTargets) => {
    const { calculation, coupon } = priced([...items], extra, loggedIn);
    expect(calculation.discount_price).toBe(discount);
    expect(calculation.total_price).toBe(calculation.subtotal_price - discount);
    const taxable = calculation.tax_details.reduce((sum, tax) => sum + tax.taxable_amount, 0);
    expect(taxable).toBe(calculation.total_price);
    if (isValid === null) {
      expect(calculation.coupon).toBeUndefined();
      expect(coupon).toBeNull();
      return;
    }
    expect(calculation.coupon).toMatchObject({
      discount_price: discount,
      is_valid: isValid,
      remaining_amount: remaining,
      has_target_items: hasTargets,
    });
    expect(coupon === null).toBe(!isValid);
    expect(calculateOrder200Response.safeParse(fromWire(calculated, 200, calculation)).success).toBe(true);
  });

  it('a coupon item in the cart under an applied coupon: has_coupon_item', () => {
    const { calculation } = priced([cola2, line('i-karaage', 1)], { coupon_id: 'c-welcome' });
    expect(calculation).toMatchObject({ subtotal_price: 750, discount_price: 100, has_coupon_item: true });
    expect(priced([cola2, line('i-karaage', 1)], {}).calculation.has_coupon_item).toBe(false);
  });

  it('each amount of the terms is the one the coupon example names', () => {
    for (const [key, terms] of Object.entries(COUPON_TERMS)) {
      const example = catalogue.pricingCoupons.get(key) ?? catalogue.coupons.get(key);
      expect(example, key).toBeDefined();
      const name = String(example?.name);
      if (terms.discount) expect(name, key).toContain(`${terms.discount.toLocaleString('en-US')}円引き`);
      if (terms.minimum) expect(name, key).toContain(`${terms.minimum.toLocaleString('en-US')}円以上`);
      for (const id of terms.targetItemIds ?? []) {
        const item = catalogue.items.get(id);
        expect(item?.is_coupon_item, key).toBe(true);
        expect(name.startsWith(String(item?.name).replace(/（.*$/, '')), key).toBe(true);
      }
    }
  });
});

describe('the confirmation answer', () => {
  const example = mock('orders/confirmation.json');
  const now = '2026-11-21T22:00:00+09:00';

  it('prices the request, keeps the example payment methods, and prefills the customer only when logged in', () => {
    const sent = request([cola2], { receive_time: '2026-11-21T23:30:00+09:00' });
    const guest = confirmationAnswer(catalogue, example, sent, { loggedIn: false, now });
    expect(guest.items.map((entry) => entry.name)).toEqual(['コーラ']);
    expect(guest.option_items).toEqual([]);
    expect(guest.calculation).toMatchObject({ subtotal_price: 400, total_price: 400, discount_price: 0 });
    expect(guest.available_payment_methods).toEqual(example.available_payment_methods);
    expect(guest).not.toHaveProperty('customer');
    const member = confirmationAnswer(catalogue, example, sent, { loggedIn: true, now });
    expect(member.customer).toEqual(example.customer);
    for (const answer of [guest, member]) {
      const parsed = confirmOrder200Response.safeParse(
        fromWire({ method: 'post', url: '/v1/orders/confirm' }, 200, answer),
      );
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });

  it('an order for now: the estimate 15 minutes ahead; eat-in is taxed at 10 %', () => {
    const sent = request([cola2], { serving_type: 'SERVING_TYPE_EAT_IN', restaurant_id: 'r1004' });
    const answer = confirmationAnswer(catalogue, example, sent, { loggedIn: false, now });
    expect(answer).toMatchObject({
      serving_type: 'SERVING_TYPE_EAT_IN',
      receive_time: '2026-11-21T22:15:00+09:00',
      is_immediate_order: true,
      restaurant: { id: 'r1004', name: 'デモ食堂 梅田店' },
    });
    expect(answer.calculation).toMatchObject({ tax_details: [{ tax_rate: 'TEN_PERCENT', tax_amount: 36 }] });
  });
});
