// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '@/api/generated/models';
import { mockApi, renderScreen } from '@/test/component-harness';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { PrivacyPolicyScreen } from './PrivacyPolicyScreen';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const POLICY = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../mocks/brand/line-privacy-policy.json'), 'utf8'),
) as Record<string, unknown>;

const BRAND: Brand = {
  brandId: 'demo',
  brandName: 'デモ食堂',
  brandNameLanguages: [],
  coverImageUrl: '',
  logoImageUrl: '',
  enableIdIntegration: false,
  contactInformationType: 'NONE',
  enableLineMiniApp: true,
};

const api = mockApi();

function renderPolicy() {
  return renderScreen(
    <BrandProvider brandId="demo" result={{ ok: true, brand: BRAND }}>
      <PrivacyPolicyScreen />
    </BrandProvider>,
  );
}

describe('/privacy_policy (GET /v1/brands/{brandId}/line_privacy_policy)', () => {
  it('shows the title and text of the brand in the display language (SPEC §2 L37 §7 L320)', async () => {
    api.use(http.get('*/v1/brands/demo/line_privacy_policy', () => HttpResponse.json(POLICY)));
    renderPolicy();
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'LINEミニアプリ プライバシーポリシー' },
      { timeout: 10_000 },
    );
    expect(heading).toBeTruthy();
    expect(screen.getByText(/LINEのユーザー識別子、表示名およびご注文内容を取得します/)).toBeTruthy();
  });

  it('shows a loading placeholder while the policy loads', () => {
    api.use(
      http.get('*/v1/brands/demo/line_privacy_policy', async () => {
        await delay('infinite');
        return HttpResponse.json(POLICY);
      }),
    );
    renderPolicy();
    expect(screen.getByLabelText('プライバシーポリシーを読み込んでいます')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeTruthy();
  });

  it('shows the error page when the call fails', async () => {
    api.use(
      http.get('*/v1/brands/demo/line_privacy_policy', () =>
        HttpResponse.json({ code: 'E100100002', message: 'not found' }, { status: 404 }),
      ),
    );
    renderPolicy();
    expect(await screen.findByRole('button', { name: '店舗一覧へ' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByLabelText('プライバシーポリシーを読み込んでいます')).toBeNull();
  });
});
