import { describe, expect, it } from 'vitest';
import { OPERATIONS } from './generated/operations';
import { readOperation } from './operation-table';
import { wireOperation } from './wire-shapes';

describe('the compact operation table reads back into operations (SPEC 5 required parameters)', () => {
  it.each([
    [
      'path placeholders are the required path parameters; a required body',
      'post|/v1/restaurants/{restaurantId}/orders/{orderId}|x||1|3;200=4',
      { method: 'post', path: '/v1/restaurants/{restaurantId}/orders/{orderId}', operationId: 'x' },
      { requiredPath: ['restaurantId', 'orderId'], requiredQuery: [], requiredBody: true, wire: '3;200=4' },
    ],
    [
      'required query parameters; no body; no wire shapes',
      'get|/v1/menus|listMenus|restaurantId,servingType||',
      { method: 'get', path: '/v1/menus', operationId: 'listMenus' },
      { requiredPath: [], requiredQuery: ['restaurantId', 'servingType'], requiredBody: false, wire: '' },
    ],
  ])('%s', (_name, row, where, required) => {
    expect(readOperation(row)).toEqual({ ...where, ...required });
  });

  it('the generated table names every operation once, with its wire shapes', () => {
    const ids = OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const cart = OPERATIONS.find((op) => op.operationId === 'getCart');
    expect(cart).toMatchObject({ method: 'get', path: '/v1/orders/cart', requiredBody: false });
    expect(wireOperation('getCart')?.s?.['200']).toBeDefined();
    expect(wireOperation('noSuchOperation')).toBeUndefined();
  });
});
