// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerNowProvider, toMinute, useNow } from './use-now';

function Clock() {
  return <p>{new Date(useNow()).toISOString()}</p>;
}

const SERVER_AT = Date.parse('2026-11-24T12:00:30Z');

describe('useNow across the server render and hydration', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hydrates with the server's minute whatever the phone's clock says, then shows the phone's own", async () => {
    const ui = (
      <ServerNowProvider at={SERVER_AT}>
        <Clock />
      </ServerNowProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    expect(container.textContent).toBe('2026-11-24T12:00:00.000Z');

    // The phone is three minutes ahead of the server.
    vi.useFakeTimers({ toFake: ['Date'], now: SERVER_AT + 3 * 60_000 });
    const recoverable = vi.fn();
    await act(() => {
      hydrateRoot(container, ui, { onRecoverableError: recoverable });
      return Promise.resolve();
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2026-11-24T12:03:00.000Z');
  });

  it('without a server time (a screen rendered only in the browser) it is the current minute', () => {
    expect(toMinute(Date.parse('2026-11-24T12:00:59.999Z'))).toBe(Date.parse('2026-11-24T12:00:00Z'));
  });
});
