// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import RouteError from './error';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

mockApi();
afterEach(() => vi.restoreAllMocks());

describe('the error boundary (src/app/error.tsx)', { timeout: 30_000 }, () => {
  it('a render error shows the generic error page; without the brand its title is the generic error title (SPEC §2 L74a §8 L410a L410b)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    navigation.at('/restaurants/r1001/detail');
    const { container } = renderScreen(
      <BrandProvider brandId="demo" result={{ ok: false, endpoint: 'getBrand', status: 500, code: 'E100100005' }}>
        <RouteError error={new Error('render failed')} reset={() => undefined} />
      </BrandProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'エラーが発生しました' })).toBeTruthy();
    expect(container.textContent).toContain('しばらくしてからもう一度お試しください。');
    expect(screen.getByRole('button', { name: '店舗一覧へ' })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
  });

  it('resets when the route changes, not before (SPEC §2 L74b)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = vi.fn();
    // A new element each time, as a parent's render would give (the same element is not rendered again).
    const boundary = () => (
      <BrandProvider brandId="demo" result={{ ok: false, endpoint: 'getBrand', status: 500, code: 'E100100005' }}>
        <RouteError error={new Error('render failed')} reset={reset} />
      </BrandProvider>
    );
    navigation.at('/restaurants/r1001/detail');
    const view = renderScreen(boundary());
    view.rerender(boundary());
    expect(reset).not.toHaveBeenCalled();

    navigation.at('/orders');
    view.rerender(boundary());
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
