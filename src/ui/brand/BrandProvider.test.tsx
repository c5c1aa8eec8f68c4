// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetBrandResponseMock } from '@/api/generated/endpoints/brands/brands.msw';
import { makeQueryClient } from '@/lib/query-client';
import { mockApi, renderScreen, seedFaker } from '@/test/component-harness';
import { observedQueryOptions } from '@/test/query-options';
import { BrandProvider, useBrandName } from './BrandProvider';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const api = mockApi();
const ONE_HOUR = 3_600_000;

function BrandName() {
  return <p>{useBrandName()}</p>;
}

/** The brand call answers `name` (wire format) and counts its calls. */
function answerBrand(name: string) {
  const calls: string[] = [];
  api.use(
    http.get('*/v1/brands/demo', ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json({ ...wireBrand, brand_name: name, brand_name_languages: [] });
    }),
  );
  return calls;
}

seedFaker();
const served = getGetBrandResponseMock({ brandName: '旧ブランド名', brandNameLanguages: [] });
const wireBrand = {
  brand_id: 'demo',
  brand_name: served.brandName,
  brand_name_languages: [],
  contact_information_type: 'NONE',
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe(
  'the brand in a long-lived tab (SPEC §9 L425d "brand ... queries fresh for one hour")',
  { timeout: 30_000 },
  () => {
    it('SPEC §9 L425d: the server’s brand is used as it is for an hour, without a call', async () => {
      const calls = answerBrand('新ブランド名');
      renderScreen(
        <BrandProvider brandId="demo" result={{ ok: true, brand: served }}>
          <BrandName />
        </BrandProvider>,
      );
      expect(screen.getByText('旧ブランド名')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(ONE_HOUR - 1000));
      expect(calls).toEqual([]);
      expect(screen.getByText('旧ブランド名')).toBeTruthy();
    });

    it('SPEC §9 L425d: after an hour the open tab asks for the brand again and shows the new answer', async () => {
      const calls = answerBrand('新ブランド名');
      renderScreen(
        <BrandProvider brandId="demo" result={{ ok: true, brand: served }}>
          <BrandName />
        </BrandProvider>,
      );
      await act(() => vi.advanceTimersByTimeAsync(ONE_HOUR));
      expect(await screen.findByText('新ブランド名')).toBeTruthy();
      expect(calls).toHaveLength(1);
    });

    it('SPEC §9 L425d: a refresh that fails keeps the brand on screen (never the error page for it)', async () => {
      api.use(
        http.get('*/v1/brands/demo', () => HttpResponse.json({ code: 'E100100006', message: 'busy' }, { status: 429 })),
      );
      renderScreen(
        <BrandProvider brandId="demo" result={{ ok: true, brand: served }}>
          <BrandName />
        </BrandProvider>,
      );
      await act(() => vi.advanceTimersByTimeAsync(ONE_HOUR + 1000));
      expect(screen.getByText('旧ブランド名')).toBeTruthy();
    });

    it('SPEC §9 L425d: the brand query, as the provider passes it, is fresh for one hour', () => {
      answerBrand('新ブランド名');
      const queryClient = makeQueryClient();
      renderScreen(
        <BrandProvider brandId="demo" result={{ ok: true, brand: served }}>
          <BrandName />
        </BrandProvider>,
        { queryClient },
      );
      expect(observedQueryOptions(queryClient, '/v1/brands/demo').staleTime).toBe(3_600_000);
    });

    it('decision: a brand that failed on the server is not asked again from the page', async () => {
      const calls = answerBrand('新ブランド名');
      renderScreen(
        <BrandProvider brandId="demo" result={{ ok: false, endpoint: 'getBrand', status: 500, code: 'E100100005' }}>
          <BrandName />
        </BrandProvider>,
      );
      await act(() => vi.advanceTimersByTimeAsync(ONE_HOUR * 2));
      expect(calls).toEqual([]);
    });
  },
);
