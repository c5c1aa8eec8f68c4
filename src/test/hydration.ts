import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// React's test flag: updates inside act() are flushed before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A container holding `ui` as the server renders it (jsdom tests): what a phone shows before the scripts run. */
export function renderOnServer(ui: ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  return container;
}

/** Hydrates `container` (from renderOnServer) with `ui`, as the browser does once the scripts have run. */
export async function hydrate(container: HTMLElement, ui: ReactElement): Promise<void> {
  await act(() => {
    hydrateRoot(container, ui);
    return Promise.resolve();
  });
}
