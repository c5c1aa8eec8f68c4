// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/component-harness';
import { SnackbarHost } from './SnackbarHost';
import { showSnackbar, useSnackbarStore } from './snackbar-store';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

afterEach(() => act(() => useSnackbarStore.getState().hide()));

describe('SPEC 3 "Snackbar variants: primary, error, info" (SPEC §3 L191b)', () => {
  it.each([
    ['primary (the default): a status', undefined, 'primary', 'status'],
    ['primary', 'primary', 'primary', 'status'],
    ['error: an alert', 'error', 'error', 'alert'],
    ['info: a status', 'info', 'info', 'status'],
  ] as const)('%s', (_name, variant, shown, role) => {
    renderScreen(<SnackbarHost />);
    act(() => showSnackbar('snackbar.loggedOut', variant ? { variant } : undefined));
    const message = screen.getByRole(role);
    expect(message.getAttribute('data-variant')).toBe(shown);
    expect(message.textContent).not.toBe('');
  });

  it('each variant has its own colour', () => {
    const colours = (['primary', 'error', 'info'] as const).map((variant) => {
      const { unmount } = renderScreen(<SnackbarHost />);
      act(() => showSnackbar('snackbar.loggedOut', { variant }));
      const colour = getComputedStyle(screen.getByRole(variant === 'error' ? 'alert' : 'status')).backgroundColor;
      act(() => useSnackbarStore.getState().hide());
      unmount();
      return colour;
    });
    expect(new Set(colours).size).toBe(3);
  });
});
