import { describe, expect, it } from 'vitest';
import { CACHE_TIME } from '@/domain/constants';
import { makeQueryClient, queryOptionsFor } from './query-client';

describe('query client', () => {
  it('does not refetch on window focus and does not retry by default (SPEC §7 L308)', () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it.each(Object.keys(CACHE_TIME) as (keyof typeof CACHE_TIME)[])(
    'gives %s its cache time from the domain constants',
    (kind) => {
      expect(queryOptionsFor(kind)).toEqual({ staleTime: CACHE_TIME[kind], retry: false });
    },
  );

  it('keeps brand and restaurant fresh for one hour and menu lists forever', () => {
    expect(queryOptionsFor('BRAND').staleTime).toBe(3_600_000);
    expect(queryOptionsFor('RESTAURANT').staleTime).toBe(3_600_000);
    expect(queryOptionsFor('MENU_LIST').staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});
