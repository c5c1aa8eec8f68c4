import { describe, expect, it } from 'vitest';
import {
  menuBookTransition,
  needsMenuTutorial,
  showsCloseButton,
  type MenuBookAction,
  type MenuBookMode,
} from './menu-book';

describe('SPEC 4 "Menu popup: states are closed, open and tutorial. Open and tutorial become closed on close or route change" (SPEC §2 L80a §4 L235)', () => {
  it.each<[MenuBookMode, MenuBookAction, MenuBookMode]>([
    ['closed', 'open', 'open'],
    ['closed', 'tutorial', 'tutorial'],
    ['closed', 'toggle', 'open'],
    ['closed', 'close', 'closed'],
    ['closed', 'routeChange', 'closed'],
    ['closed', 'overlayClick', 'closed'],
    ['open', 'close', 'closed'],
    ['open', 'routeChange', 'closed'],
    ['open', 'toggle', 'closed'],
    ['open', 'open', 'open'],
    ['open', 'tutorial', 'tutorial'],
    ['open', 'overlayClick', 'closed'],
    ['tutorial', 'close', 'closed'],
    ['tutorial', 'routeChange', 'closed'],
    ['tutorial', 'overlayClick', 'tutorial'],
    ['tutorial', 'open', 'tutorial'],
    ['tutorial', 'toggle', 'closed'],
    ['tutorial', 'tutorial', 'tutorial'],
  ])('%s --%s--> %s', (mode, action, next) => {
    expect(menuBookTransition(mode, action)).toBe(next);
  });

  it.each<[MenuBookMode, boolean]>([
    ['open', true],
    ['tutorial', false],
    ['closed', false],
  ])('close button shown in %s: %s (SPEC §2 L80b)', (mode, shown) => {
    expect(showsCloseButton(mode)).toBe(shown);
  });
});

describe('Decision: the tutorial opens when the menu shown is not offered for the serving type', () => {
  it.each([
    ['offered', false, 'm-grand', ['m-grand', 'm-lunch'], false],
    ['not offered', false, 'm-late-night', ['m-grand', 'm-lunch'], true],
    ['view-only', true, 'm-late-night', ['m-grand'], false],
    ['nothing offered', false, 'm-grand', [], false],
  ] as const)('%s', (_n, isMenuViewOnly, currentMenuId, offeredMenuIds, out) => {
    expect(needsMenuTutorial({ isMenuViewOnly, currentMenuId, offeredMenuIds })).toBe(out);
  });
});
