// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrate, renderOnServer } from '@/test/hydration';
import { ReadyButton } from './ReadyButton';

async function serverThenHydrated(ui: ReactElement): Promise<{ before: HTMLButtonElement; after: HTMLElement }> {
  const container = renderOnServer(ui);
  const before = container.querySelector('button')!.cloneNode(true) as HTMLButtonElement;
  await hydrate(container, ui);
  return { before, after: container.querySelector('button')! };
}

describe('ReadyButton across the server render and hydration', () => {
  it('is disabled in the server HTML and usable once hydrated, so no tap is dropped in between', async () => {
    const onClick = vi.fn();
    const { before, after } = await serverThenHydrated(<ReadyButton onClick={onClick}>店頭で見せる</ReadyButton>);
    expect(before.disabled).toBe(true);
    expect((after as HTMLButtonElement).disabled).toBe(false);
    after.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays disabled after hydration when its screen says so', async () => {
    const { after } = await serverThenHydrated(<ReadyButton disabled>店頭で見せる</ReadyButton>);
    expect((after as HTMLButtonElement).disabled).toBe(true);
  });
});
