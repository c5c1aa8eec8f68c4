// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getGetBrandResponseMock } from '@/api/generated/endpoints/brands/brands.msw';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import type { BrandResult } from '@/ui/brand/brand-types';
import { renderScreen, seedFaker } from '@/test/component-harness';
import { BrandHome } from './BrandHome';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * The brand top. The brand is fetched on the server and handed to the client tree (BrandProvider), so this screen has
 * no loading state of its own: it is rendered with the generated brand (seeded faker), or with a failed brand answer.
 */
function renderHome(result: BrandResult, children?: ReactNode) {
  return renderScreen(
    <BrandProvider brandId="demo" result={result}>
      <BrandHome>{children}</BrandHome>
    </BrandProvider>,
  );
}

describe('brand top (generated brand, seeded faker)', { timeout: 30_000 }, () => {
  it('success: the cover and the brand name in the display language as the page heading, then the page content (SPEC §2 L30a §3 L134b)', () => {
    seedFaker();
    const brand = getGetBrandResponseMock({
      brandNameLanguages: [
        { code: 'en', text: 'Demo Shokudo' },
        { code: 'ja', text: 'デモ食堂' },
      ],
      coverImageUrl: '/mock-images/brand/cover.svg',
    });
    renderHome({ ok: true, brand }, <p>restaurant list</p>);
    expect(screen.getByRole('heading', { level: 1, name: 'デモ食堂' })).toBeTruthy();
    // The cover is decoration (empty alt): it adds nothing a screen reader would read.
    const cover = document.querySelector('img');
    expect([cover?.getAttribute('src'), cover?.getAttribute('alt')]).toEqual(['/mock-images/brand/cover.svg', '']);
    expect(screen.getByText('restaurant list')).toBeTruthy();
    expect(screen.queryByText('店舗一覧はまもなく表示されます（準備中）。')).toBeNull();
  });

  it('success: the generated brand without a Japanese name shows its base name; no cover, no image', () => {
    seedFaker();
    const brand = getGetBrandResponseMock({ brandNameLanguages: [], coverImageUrl: undefined });
    renderHome({ ok: true, brand }, <p>restaurant list</p>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(brand.brandName);
    expect(brand.brandName.length).toBeGreaterThan(0);
    expect(document.querySelector('img')).toBeNull();
  });

  it('empty: without page content it says the restaurant list is coming', () => {
    seedFaker();
    renderHome({ ok: true, brand: getGetBrandResponseMock({ brandName: 'デモ食堂', brandNameLanguages: [] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'デモ食堂' })).toBeTruthy();
    expect(screen.getByText('店舗一覧はまもなく表示されます（準備中）。')).toBeTruthy();
  });

  it('error: a brand that failed to load leaves no cover and no name (the shell shows the error page), and does not crash', () => {
    renderHome({ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }, <p>restaurant list</p>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('');
    expect(document.querySelector('img')).toBeNull();
    expect(document.body.textContent).not.toMatch(/E1\d{8}/);
  });
});
