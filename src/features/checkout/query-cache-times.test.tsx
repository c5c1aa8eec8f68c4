// @vitest-environment jsdom
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '@/lib/query-client';
import { mockApi, renderScreen } from '@/test/component-harness';
import { observedQueryOptions } from '@/test/query-options';
import { TermsOfSale } from './TermsOfSale';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const api = mockApi();

describe('terms cache time, as the screen passes it', { timeout: 30_000 }, () => {
  it('SPEC §9 L425d: the terms of sale are fresh for one hour', () => {
    api.use(http.get('*', () => delay('infinite')));
    const queryClient = makeQueryClient();
    renderScreen(<TermsOfSale restaurantId="r1001" />, { queryClient });
    expect(observedQueryOptions(queryClient, '/v1/restaurants/r1001/terms_of_sale').staleTime).toBe(3_600_000);
  });
});
