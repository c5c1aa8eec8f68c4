import { describe, expect, it } from 'vitest';
import { loadContractForCodegen } from './camelize-spec';

type Node = Record<string, unknown>;
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Node | undefined)?.[key], node);

const contract = loadContractForCodegen(new URL('../../openapi.yaml', import.meta.url).pathname);
const json = (path: string, method: string, status: string) =>
  at(contract, 'paths', path, method, 'responses', status, 'content', 'application/json');

describe('the contract as orval reads it', () => {
  it('keeps the examples, mocks/ files read in, keys renamed like the bodies the app sees (ADR 0022)', () => {
    const demo = at(json('/v1/brands/{brandId}', 'get', '200'), 'examples', 'demo', 'value') as Node;
    expect(demo.brandId).toBe('demo');
    expect(demo).not.toHaveProperty('brand_id');
    // The map's keys are restaurant ids (data), not property names.
    expect(Object.keys(demo.restaurantLiffUrlMap as Node)).toContain('r1001');
  });

  it('renames properties and required names, and keeps no reference to a file', () => {
    const brand = at(contract, 'components', 'schemas', 'Brand') as Node;
    expect(Object.keys(brand.properties as Node)).toContain('restaurantLiffUrlMap');
    expect(brand.required).toContain('brandId');
    expect(JSON.stringify(contract)).not.toMatch(/"\$ref":"(?!#)/);
  });

  it('reads in the files a mock file itself refers to (the v2 menu lists its items by file)', () => {
    const menus = JSON.stringify(at(contract, 'paths'));
    expect(menus).toContain('"itemId":"i-karaage-bento"');
  });
});
