import { describe, expect, it } from 'vitest';
import { MOCK_SCENARIOS } from '@/api/generated/scenarios';
import { filterOptions, sameScenario, scenarioOptions } from './scenario-options';

const options = scenarioOptions();

describe('scenario list generated from openapi.yaml', () => {
  it('offers every named example of every operation, errors included', () => {
    const total = MOCK_SCENARIOS.reduce((sum, operation) => sum + operation.examples.length, 0);
    expect(options).toHaveLength(total);
    expect(options.filter((option) => option.status >= 400).length).toBeGreaterThan(100);
    expect(options).toContainEqual(
      expect.objectContaining({ operationId: 'updateCart', status: 409, example: 'itemSoldOut', method: 'POST' }),
    );
    expect(options).toContainEqual(expect.objectContaining({ operationId: 'getBrand', example: 'demoNoContact' }));
  });

  it.each([
    ['updateCart sold', ['updateCart:200:soldOutLine', 'updateCart:409:itemSoldOut']],
    ['E100200006 cart', ['updateCart:409:itemSoldOut', 'validateCart:409:itemSoldOut']],
    ['UPDATECART 409 sold', ['updateCart:409:itemSoldOut']],
  ])('search %j finds %j', (query, expected) => {
    const found = filterOptions(options, query).map((o) => `${o.operationId}:${o.status}:${o.example}`);
    expect(found).toEqual(expected);
  });

  it('compares scenarios', () => {
    const a = { operationId: 'getCart', status: 200, example: 'empty' };
    expect(sameScenario(a, { ...a })).toBe(true);
    expect(sameScenario(a, { ...a, status: 404 })).toBe(false);
    expect(sameScenario(null, null)).toBe(true);
  });
});
