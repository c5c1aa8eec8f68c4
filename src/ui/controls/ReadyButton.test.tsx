// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ReadyButton } from './ReadyButton';

// React's test flag: updates inside act() are flushed before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function serverThenHydrated(ui: React.ReactElement): Promise<{ before: HTMLButtonElement; after: HTMLElement }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  const before = container.querySelector('button')!.cloneNode(true) as HTMLButtonElement;
  await act(() => {
    hydrateRoot(container, ui);
    return Promise.resolve();
  });
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
