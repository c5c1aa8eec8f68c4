import { describe, expect, it } from 'vitest';
import { compileContractRoutes, isContractRequest } from './contract-routes';
import { OPERATIONS } from './generated/operations';

const routes = compileContractRoutes(OPERATIONS);

describe('isContractRequest (issue 10 item 7: the /api proxy forwards only the operations of openapi.yaml)', () => {
  it.each([
    ['GET', '/v1/restaurants'],
    ['GET', '/v1/restaurants/r1001'],
    ['get', '/v1/restaurants/r1001/menus/m-lunch/items/i-karaage'],
    ['GET', '/v2/restaurants/r1001/menus/m-lunch'],
    ['GET', '/v1/restaurants/prefecture_list'],
    ['POST', '/v1/orders/cart'],
    ['GET', '/v1/orders/cart'],
    ['POST', '/v1/orders/cart/validate'],
    ['GET', '/v1/orders/o-1'],
    ['DELETE', '/v1/creditcards/3'],
    ['GET', '/v1/coupons/%E3%82%AF%E3%83%BC%E3%83%9D%E3%83%B3'],
    ['GET', '/v1/daccount/login/demo/r1001'],
  ])('%s %s is forwarded', (method, path) => {
    expect(isContractRequest(routes, method, path)).toBe(true);
  });

  it.each([
    ['GET', '/'],
    ['GET', '/v1'],
    ['GET', '/admin'],
    ['GET', '/v1/admin/users'],
    ['GET', '/v1/restaurants/r1001/secret'],
    ['GET', '/v1/restaurants/'],
    ['GET', '/v1/restaurants//menus'],
    ['GET', '/v1/restaurants/r1001/menus/'],
    ['GET', '/v3/restaurants/r1001/menus/m1'],
    ['POST', '/v1/restaurants'],
    ['DELETE', '/v1/orders/cart'],
    ['PUT', '/v1/orders/cart'],
    ['HEAD', '/v1/restaurants'],
    ['OPTIONS', '/v1/restaurants'],
    ['TRACE', '/v1/restaurants'],
    ['GET', '/v1/orders/..'],
    ['GET', '/v1/orders/.'],
    ['GET', '/v1/orders/..%2F..%2Fadmin'],
    ['GET', '/v1/orders/%2E%2E'],
    ['GET', '/v1/orders/a%5Cb'],
    ['GET', '/v1/coupons/%ZZ'],
    ['GET', '/internal/metrics'],
    ['GET', '/V1/RESTAURANTS'],
  ])('%s %s is refused', (method, path) => {
    expect(isContractRequest(routes, method, path)).toBe(false);
  });

  it('knows every operation of the generated table with its method', () => {
    for (const op of OPERATIONS) {
      const path = op.path.replace(/\{[^}]+\}/g, 'x1');
      expect(isContractRequest(routes, op.method, path), `${op.method} ${op.path}`).toBe(true);
    }
  });
});
