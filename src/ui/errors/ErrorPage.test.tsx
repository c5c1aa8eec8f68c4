// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '@/api/generated/models';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { ErrorPage } from './ErrorPage';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

mockApi();

const BRAND: Brand = {
  brandId: 'demo',
  brandName: 'デモ食堂',
  brandNameLanguages: [],
  coverImageUrl: 'https://images.example/demo-cover.jpg',
  logoImageUrl: 'https://images.example/demo-logo.png',
  enableIdIntegration: false,
  contactInformationType: 'NONE',
  enableLineMiniApp: false,
};

function renderErrorPage(brand: Brand = BRAND) {
  navigation.at('/');
  return renderScreen(
    <BrandProvider brandId="demo" result={{ ok: true, brand }}>
      <ErrorPage title="errorPage.genericTitle" text="errorPage.genericText" />
    </BrandProvider>,
  );
}

describe('the error page (SPEC 2 "Error page")', { timeout: 30_000 }, () => {
  it('shows the brand cover and logo image, a title, text and a return button (SPEC §2 L118a)', () => {
    const { container } = renderErrorPage();
    const section = screen.getByRole('region', { name: 'エラーが発生しました' });
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('demo-cover.jpg');
    expect(images[1]).toContain('demo-logo.png');
    expect(screen.getByRole('img', { name: 'デモ食堂' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'エラーが発生しました' })).toBeTruthy();
    expect(section.textContent).toContain('しばらくしてからもう一度お試しください。');
    const button = screen.getByRole('button', { name: '店舗一覧へ' });
    fireEvent.click(button);
    expect(navigation.push).toHaveBeenCalledWith('/');
  });
});
