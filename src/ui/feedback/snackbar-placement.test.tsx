// @vitest-environment jsdom
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { bottomBarHeight, DOCK_REACH_PX } from './snackbar-layout';
import { SnackbarHost } from './SnackbarHost';
import { showSnackbar, useSnackbarStore } from './snackbar-store';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

afterEach(() => {
  act(() => useSnackbarStore.getState().hide());
  vi.restoreAllMocks();
});

const MENU = '/restaurants/r1001/menus/m-grand';

/** The host under a parent that renders again on request (as the shell does when the route changes). */
function Shell() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
      <SnackbarHost />
    </>
  );
}

describe('issue 27 item 4: a message clears when the customer leaves its page', () => {
  it.each([
    [
      'closing the item sheet back to its menu page keeps it',
      `${MENU}/items/i-cola?eating_location=takeout`,
      MENU,
      true,
    ],
    ['a query change keeps it', MENU, `${MENU}?eating_location=eat-in`, true],
    ['the order form clears it', `${MENU}/items/i-cola`, '/restaurants/r1001/order', false],
    ['another menu clears it', MENU, '/restaurants/r1001/menus/m-drinks', false],
  ])('%s', (_name, shownOn, goneTo, kept) => {
    navigation.at(shownOn);
    act(() => showSnackbar('item:item.added'));
    act(() => useSnackbarStore.getState().navigated(goneTo));
    expect(useSnackbarStore.getState().current !== null).toBe(kept);
  });

  it('a message announcing a navigation (a menu chosen) is shown where the customer lands', () => {
    navigation.at(MENU);
    act(() => showSnackbar('menus:menuBook.selected', { values: { name: 'x' }, announcesNavigation: true }));
    act(() => useSnackbarStore.getState().navigated('/restaurants/r1001/menus/m-drinks'));
    expect(useSnackbarStore.getState().current).not.toBeNull();
  });

  it('the host clears it on a route change, not when it first shows', () => {
    navigation.at(MENU);
    renderScreen(<Shell />);
    act(() => showSnackbar('item:item.added'));
    expect(screen.getByRole('status').textContent).toBe('カートに追加しました');
    navigation.at('/restaurants/r1001/order');
    fireEvent.click(screen.getByRole('button', { name: 'render again' }));
    expect(useSnackbarStore.getState().current).toBeNull();
    expect(screen.queryByText('カートに追加しました')).toBeNull();
  });
});

/** A 568 px high screen showing `stack` at every point (or the stack `at` a height gives). */
function screenWith(stack: Element[] | ((y: number) => Element[])) {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(568);
  const at = typeof stack === 'function' ? stack : () => stack;
  Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: (_x: number, y: number) => at(y) });
}

function mockBox(element: HTMLElement, top: number, bottom: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom, height: bottom - top } as DOMRect);
}

describe('issue 27 item 4: the snackbar sits above the bar docked at the bottom', () => {
  it('a sticky bar of 64 px under the bottom centre: 64', () => {
    const bar = document.createElement('div');
    bar.style.position = 'sticky';
    const button = bar.appendChild(document.createElement('button'));
    mockBox(bar, 504, 568);
    screenWith([button, bar, document.body]);
    expect(bottomBarHeight(null)).toBe(64);
  });

  it('the page scrolled to its end: the sticky bar ends 16 px above the bottom edge, still found (top 488: 80)', () => {
    const bar = document.createElement('div');
    bar.style.position = 'sticky';
    const button = bar.appendChild(document.createElement('button'));
    mockBox(bar, 488, 552);
    const below = document.createElement('footer');
    screenWith((y) => (y > 552 ? [below, document.body] : [button, bar, document.body]));
    expect(bottomBarHeight(null)).toBe(80);
  });

  it(`a sticky box ending more than DOCK_REACH_PX (${DOCK_REACH_PX}) above the bottom is not a docked bar`, () => {
    const box = document.createElement('div');
    box.style.position = 'sticky';
    // Its content overflows it down to the bottom edge: what is painted there is the content, not the box.
    const content = box.appendChild(document.createElement('p'));
    mockBox(box, 400, 568 - DOCK_REACH_PX - 1);
    screenWith([content, box, document.body]);
    expect(bottomBarHeight(null)).toBe(0);
  });

  it('the snackbar itself, a full-screen dialog layer and plain content do not count', () => {
    const snackbar = document.createElement('div');
    snackbar.style.position = 'fixed';
    const layer = document.createElement('div');
    layer.style.position = 'fixed';
    const text = layer.appendChild(document.createElement('p'));
    mockBox(snackbar, 500, 560);
    mockBox(layer, 0, 568);
    screenWith([snackbar, text, layer, document.body]);
    expect(bottomBarHeight(snackbar)).toBe(0);
  });
});
