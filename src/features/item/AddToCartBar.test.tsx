// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/create-i18n';
import { hydrate, renderOnServer } from '@/test/hydration';
import { AddToCartBar } from './AddToCartBar';

const item = JSON.parse(readFileSync('public/locales/ja/item.json', 'utf8')) as Record<string, unknown>;
const i18n = createI18n('ja', { ja: { item } }, ['item']);
const withI18n = (ui: ReactElement) => <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>;

describe('AddToCartBar across the server render and hydration', () => {
  it('is disabled in the server HTML and becomes usable once hydrated, so no tap is dropped in between', async () => {
    const onAdd = vi.fn();
    const ui = (
      <AddToCartBar labelKey="item.addToCart" total={550} showTotal disabled={false} busy={false} onAdd={onAdd} />
    );
    const container = renderOnServer(ui);
    expect(container.querySelector('button')?.disabled).toBe(true);

    await hydrate(container, ui);
    const button = container.querySelector('button');
    expect(button?.textContent).toContain('カートに追加');
    expect(button?.disabled).toBe(false);
    button?.click();
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('stays disabled after hydration when its screen says so', async () => {
    const ui = withI18n(
      <AddToCartBar labelKey="item.addToCart" total={550} showTotal disabled busy={false} onAdd={vi.fn()} />,
    );
    const container = renderOnServer(ui);
    await hydrate(container, ui);
    expect(container.querySelector('button')?.disabled).toBe(true);
  });
});
