// @vitest-environment jsdom
import { useEffect, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStore } from 'zustand/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterHydration, HydrationGate, useHydrated } from './hydration-gate';

// Real hydration, as in the browser (no act(): it would flush everything in one go and hide the order of tasks).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** A store whose browser state differs from its server snapshot, as a stored cart does. */
function storedStore() {
  const store = afterHydration(createStore<{ count: number | undefined }>()(() => ({ count: undefined })));
  store.setState({ count: 3 });
  return store;
}

/** Hydrates `ui` over its server HTML; `log` gets each reader's render, and 'microtask' queued by the page's effects. */
async function hydrated(ui: (log: string[]) => ReactElement) {
  const log: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui([]));
  const serverHtml = container.innerHTML;
  hydrateRoot(container, ui(log), { onRecoverableError: (error) => log.push(`error: ${String(error)}`) });
  await vi.waitFor(() => expect(log).toContain('microtask'));
  await vi.waitFor(() => expect(container.textContent).toContain('browser'));
  return { log, serverHtml, html: container.innerHTML };
}

/** Queues a microtask from the hydration's effects: what ran before it ran in the same task. */
function EffectsProbe({ log }: { log: string[] }) {
  useEffect(() => queueMicrotask(() => log.push('microtask')), [log]);
  return null;
}

function CountReader({ store, log }: { store: ReturnType<typeof storedStore>; log: string[] }) {
  const count = store((state) => state.count);
  const hydratedNow = useHydrated();
  log.push(`render ${String(count)} ${String(hydratedNow)}`);
  return <p>{count === undefined ? 'server' : `browser ${count}`}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrationGate: the browser’s values after hydration, in a later task (ADR 0033)', () => {
  it('hydrates with the server snapshot, then renders the stored value after the hydration’s task', async () => {
    const store = storedStore();
    const { log, serverHtml, html } = await hydrated((l) => (
      <HydrationGate>
        <CountReader store={store} log={l} />
        <EffectsProbe log={l} />
      </HydrationGate>
    ));
    expect(serverHtml).toContain('server');
    expect(html).toContain('browser 3');
    expect(log.filter((entry) => entry.startsWith('error'))).toEqual([]);
    expect(log[0]).toBe('render undefined false');
    // The re-render with the browser's values comes after the hydration's task ended (a transition), not inside it.
    expect(log.indexOf('microtask')).toBeLessThan(log.indexOf('render 3 true'));
  });

  it('without a gate, React re-renders synchronously inside the hydration’s task (what the gate avoids)', async () => {
    const store = storedStore();
    const { log, html } = await hydrated((l) => (
      <>
        <CountReader store={store} log={l} />
        <EffectsProbe log={l} />
      </>
    ));
    expect(html).toContain('browser 3');
    expect(log[0]).toBe('render undefined false');
    expect(log.indexOf('render 3 true')).toBeLessThan(log.indexOf('microtask'));
  });

  it('a reader mounted once the gate is open reads the browser’s values in its first render', async () => {
    const store = storedStore();
    const later = afterHydration(createStore<{ shown: boolean }>()(() => ({ shown: false })));
    function Later({ log }: { log: string[] }) {
      return later((state) => state.shown) ? <CountReader store={store} log={log} /> : null;
    }
    const lateLog: string[] = [];
    await hydrated((l) => (
      <HydrationGate>
        <CountReader store={store} log={l} />
        <EffectsProbe log={l} />
        <Later log={lateLog} />
      </HydrationGate>
    ));
    later.setState({ shown: true });
    await vi.waitFor(() => expect(lateLog).not.toEqual([]));
    expect(lateLog[0]).toBe('render 3 true');
  });
});
