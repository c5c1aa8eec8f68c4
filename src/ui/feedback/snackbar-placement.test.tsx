// @vitest-environment jsdom
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
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
