// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddTranslations } from './AddTranslations';
import { createI18n } from './create-i18n';

afterEach(() => vi.unstubAllGlobals());

function Title({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return <h1>{t('title')}</h1>;
}

function renderWithShell(ui: React.ReactNode) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify({ title: 'アイテム' }), { status: 200 }));
    }),
  );
  const i18n = createI18n('ja', { ja: { common: { hello: 'こんにちは' } } }, ['common']);
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return asked;
}

describe('AddTranslations (ADR 0025)', () => {
  it("adds the route's namespaces before its children render: their first render is in the language, no request", () => {
    const asked = renderWithShell(
      <AddTranslations lang="ja" resources={{ ja: { menus: { title: 'メニュー' } } }}>
        <Title ns="menus" />
      </AddTranslations>,
    );
    expect(screen.getByRole('heading', { name: 'メニュー' })).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('a component using a namespace its route did not bring gets it from /locales (the fallback), then reads it', async () => {
    const asked = renderWithShell(<Title ns="item" />);
    expect(await screen.findByRole('heading', { name: 'アイテム' })).toBeTruthy();
    expect(asked).toEqual(['/locales/ja/item.json']);
  });
});
