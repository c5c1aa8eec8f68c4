import { describe, expect, it } from 'vitest';
import { isMockOnlyPath } from './only-paths';

describe('isMockOnlyPath', () => {
  it.each([
    ['/mock-standin'],
    ['/mock-standin/'],
    ['/mock-standin/sign-in'],
    ['/mock-standin/wallet/paypay'],
    ['/card-token-stub.js'],
    ['/mock-images/a.webp'],
    ['/mock-images/menus/m1/item.png'],
  ])('%s exists only for the mock', (pathname) => {
    expect(isMockOnlyPath(pathname)).toBe(true);
  });

  it.each([
    ['/'],
    ['/mock-standinx'],
    ['/mock-standin.html'],
    ['/restaurants/r1001'],
    ['/card-token-stub.js.map'],
    ['/card-token-stub.jsx'],
    ['/mock-images'],
    ['/api/mock-standin'],
    ['/restaurants/mock-images/a.webp'],
  ])('%s is not mock-only', (pathname) => {
    expect(isMockOnlyPath(pathname)).toBe(false);
  });
});
