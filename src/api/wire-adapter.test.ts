import { describe, expect, it } from 'vitest';
import { resolveLiffId } from '@/domain/line-launch';
import type { Brand } from './generated/models';
import { fromWire, toWire } from './wire-adapter';

const getBrand = { method: 'get', url: '/v1/brands/demo' };
const updateCart = { method: 'post', url: '/v1/orders/cart' };

const wireBrand = {
  brand_id: 'demo',
  liff_url: 'https://liff.line.me/2001234567-demoBrnd',
  restaurant_liff_url_map: {
    R1001: 'https://liff.line.me/2001234567-upperCse',
    'r-1001': 'https://liff.line.me/2001234567-dashedId',
  },
  not_in_the_contract: { some_key: 1 },
};

describe('the wire adapter renames what the contract declares, nothing else (SPEC §7 L305b)', () => {
  it('keeps the keys of restaurantLiffUrlMap (R1001, r-1001) as the server sent them', () => {
    const brand = fromWire(getBrand, 200, wireBrand) as Brand;
    expect(brand.restaurantLiffUrlMap).toEqual({
      R1001: 'https://liff.line.me/2001234567-upperCse',
      'r-1001': 'https://liff.line.me/2001234567-dashedId',
    });
    expect(brand.brandId).toBe('demo');
    expect(brand.liffUrl).toBe('https://liff.line.me/2001234567-demoBrnd');
  });

  it('lets the LINE launch find the LIFF id of restaurants R1001 and r-1001 (SPEC §3 L122)', () => {
    const brand = fromWire(getBrand, 200, wireBrand) as Brand;
    const launch = (restaurantId: string) => resolveLiffId({ requested: [], urls: brand, restaurantId }).liffId;
    expect(launch('R1001')).toBe('2001234567-upperCse');
    expect(launch('r-1001')).toBe('2001234567-dashedId');
  });

  it('leaves a key the contract does not declare, and everything under it, unchanged', () => {
    expect(fromWire(getBrand, 200, wireBrand)).toMatchObject({ not_in_the_contract: { some_key: 1 } });
  });

  it('sends declared names in snake_case at every depth and leaves free-form and unknown keys alone', () => {
    const body = {
      restaurantId: 'r1001',
      servingType: 'SERVING_TYPE_TAKEOUT',
      orderItems: [
        {
          itemId: 'i1',
          customizeItems: [{ customizeGroupId: 'g1', customizeItems: [{ itemId: 'i3', customizeItems: [] }] }],
        },
      ],
      clientOnlyFlag: true,
    };
    expect(toWire(updateCart, body)).toEqual({
      restaurant_id: 'r1001',
      serving_type: 'SERVING_TYPE_TAKEOUT',
      order_items: [
        {
          item_id: 'i1',
          customize_items: [{ customize_group_id: 'g1', customize_items: [{ item_id: 'i3', customize_items: [] }] }],
        },
      ],
      clientOnlyFlag: true,
    });
  });

  it('passes bodies of calls outside the contract, FormData and non-JSON values through unchanged', () => {
    const body = { some_key: { other_key: 1 } };
    expect(fromWire({ method: 'get', url: '/not/in/contract' }, 200, body)).toBe(body);
    const form = new FormData();
    expect(toWire(updateCart, form)).toBe(form);
    expect(fromWire(getBrand, 200, 'text')).toBe('text');
  });
});
