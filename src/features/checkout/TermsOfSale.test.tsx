// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getGetTermsOfSaleMockHandler,
  getGetTermsOfSaleResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { mockApi, renderScreen, seedFaker } from '@/test/component-harness';
import { TermsOfSale } from './TermsOfSale';

const TERMS_PATH = '*/v1/restaurants/:restaurantId/terms_of_sale';

// The error page's button navigates.
vi.mock('next/navigation', () => import('@/test/next-navigation'));

const api = mockApi();

describe('terms of sale page (MSW handlers from orval, seeded faker)', { timeout: 30_000 }, () => {
  it('loading: the title and a loading placeholder, no section yet', async () => {
    api.use(http.get(TERMS_PATH, () => delay('infinite')));
    renderScreen(<TermsOfSale restaurantId="r1001" />);
    expect(screen.getByRole('heading', { level: 1, name: '販売条件' })).toBeTruthy();
    expect(await screen.findByLabelText('読み込み中')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });

  it('success: one titled section per generated section, its body as text (SPEC §2 L48a §7 L314)', async () => {
    seedFaker();
    const generated = getGetTermsOfSaleResponseMock();
    // The names in other languages are dropped, so the Japanese screen shows the base texts.
    const sections = generated.sections.map((section) => ({ ...section, titleLanguages: [], bodyLanguages: [] }));
    api.use(getGetTermsOfSaleMockHandler({ ...generated, sections }));
    renderScreen(<TermsOfSale restaurantId="r1001" />);
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      sections.map((section) => section.title),
    );
    for (const section of sections) expect(screen.getByText(section.body)).toBeTruthy();
    expect(screen.queryByLabelText('読み込み中')).toBeNull();
  });

  it('success: a section’s text in the display language when the contract gives one', async () => {
    api.use(
      getGetTermsOfSaleMockHandler(
        getGetTermsOfSaleResponseMock({
          sections: [
            {
              title: 'Returns',
              titleLanguages: [{ code: 'ja', text: '返品について' }],
              body: 'No returns.',
              bodyLanguages: [{ code: 'ja', text: '商品の性質上、返品はお受けできません。' }],
            },
          ],
        }),
      ),
    );
    renderScreen(<TermsOfSale restaurantId="r1001" />);
    expect(await screen.findByRole('heading', { level: 2, name: '返品について' })).toBeTruthy();
    expect(screen.getByText('商品の性質上、返品はお受けできません。')).toBeTruthy();
  });

  it('error: the common error page, never a raw code', async () => {
    api.use(http.get(TERMS_PATH, () => HttpResponse.json({ code: 'E100000000', message: 'boom' }, { status: 500 })));
    renderScreen(<TermsOfSale restaurantId="r1001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'エラーが発生しました' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/E1\d{8}/);
  });
});
