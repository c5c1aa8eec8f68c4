import { describe, expect, it } from 'vitest';
import { loadOperations, operationFor, scenarioPrefer } from './operations.mjs';

const operations = loadOperations();

describe('operations of openapi.yaml for the mock layer', () => {
  it.each([
    ['GET', '/v1/restaurants/r1001', 'getRestaurant'],
    ['GET', '/v1/restaurants/line_setting', 'listRestaurantLineSettings'],
    ['GET', '/v1/restaurants/r1001/menus/m-grand/items/i-cola', 'getMenuItem'],
    ['POST', '/v1/orders/cart', 'updateCart'],
    ['GET', '/v1/orders/cart', 'getCart'],
    ['GET', '/v1/orders/o-1', 'getOrder'],
    ['GET', '/v1/orders/in_progress', 'getOrderInProgress'],
    ['DELETE', '/v1/orders/cart', null],
  ])('%s %s is %s', (method, path, operationId) => {
    expect(operationFor(operations, method, path)).toBe(operationId);
  });

  it.each([
    ['updateCart:409:itemSoldOut', 'updateCart', 'code=409, example=itemSoldOut'],
    ['updateCart:409:itemSoldOut', 'getCart', null],
    ['updateCart:409:item SoldOut', 'updateCart', null],
    ['updateCart:40:itemSoldOut', 'updateCart', null],
    ['', 'updateCart', null],
  ])('scenario %j on %s gives %j', (scenario, operationId, prefer) => {
    expect(scenarioPrefer(scenario, operationId)).toBe(prefer);
  });
});
