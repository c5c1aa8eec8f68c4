// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { useCouponDialogStore } from './coupon-dialog-store';
import { CouponFlow } from './CouponFlow';

vi.mock('next/navigation', () => import('@/test/next-navigation'));
// The dialogs' own code is not what is checked here: what the flow decides is, through its store.
vi.mock('next/dynamic', () => ({ default: () => () => null }));

mockApi();

const notFound = { dialog: 'notFound', view: null } as const;

beforeEach(() => useCouponDialogStore.getState().reset());

describe('coupon dialogs and the brand top', { timeout: 30_000 }, () => {
  it('a coupon dialog open on a page is reset on navigating to / (SPEC §2 L30b §4 L247b)', () => {
    navigation.at('/restaurants/r1001/menus');
    const view = renderScreen(<CouponFlow />);
    act(() => useCouponDialogStore.getState().show(notFound));
    expect(useCouponDialogStore.getState().active).toEqual(notFound);

    navigation.at('/');
    view.rerender(<CouponFlow />);
    expect(useCouponDialogStore.getState().active).toBeNull();
  });

  it('another page keeps the dialog (SPEC §4 L247b)', () => {
    navigation.at('/restaurants/r1001/menus');
    const view = renderScreen(<CouponFlow />);
    act(() => useCouponDialogStore.getState().show(notFound));
    navigation.at('/restaurants/r1001/menus/m-grand');
    view.rerender(<CouponFlow />);
    expect(useCouponDialogStore.getState().active).toEqual(notFound);
  });
});
