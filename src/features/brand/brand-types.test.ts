import { describe, expect, it } from 'vitest';
import { toShellBrand } from './brand-types';

describe('toShellBrand', () => {
  const brand = { brandId: 'demo', brandName: 'Demo' };
  it.each([[brand], [{ data: brand }], [{ data: { brand } }]])('accepts %j', (body) => {
    expect(toShellBrand(body)).toEqual(brand);
  });
  it.each([[null], ['x'], [{ data: null }], [{ brandId: 1, brandName: 'x' }], [{ brandId: 'x' }]])('rejects %j', (body) => {
    expect(toShellBrand(body)).toBeNull();
  });
});
