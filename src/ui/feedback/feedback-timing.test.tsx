// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/component-harness';
import { ConfirmDialogHost } from './ConfirmDialog';
import { confirmDialog, useConfirmStore } from './confirm-store';
import { SnackbarHost } from './SnackbarHost';
import { showSnackbar, useSnackbarStore } from './snackbar-store';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => useSnackbarStore.getState().hide());
  act(() => useConfirmStore.getState().settle(false));
  vi.useRealTimers();
});

describe('feedback timings as the components run them', { timeout: 30_000 }, () => {
  it('the snackbar shows for 2000 ms, then asks to hide (SPEC §2 L92 §9 L423a)', () => {
    renderScreen(<SnackbarHost />);
    act(() => showSnackbar('snackbar.loggedOut'));
    expect(screen.getByRole('status').textContent).not.toBe('');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(useSnackbarStore.getState().current).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(useSnackbarStore.getState().current).toBeNull();
  });

  it('a modal closes with a 300 ms transition: still there at 299 ms, gone after 300 ms (SPEC §9 L423d)', () => {
    renderScreen(<ConfirmDialogHost />);
    act(() => void confirmDialog());
    const dialog = screen.getByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(dialog.isConnected).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe(
  "the default confirm dialog (SPEC §8 L415 \"the title 'Are you sure?' with 'Cancel' and 'OK'\")",
  { timeout: 30_000 },
  () => {
    it.each([
      ['en', 'Are you sure?', 'Cancel', 'OK'],
      ['ja', 'よろしいですか？', 'キャンセル', 'OK'],
    ] as const)('SPEC §8 L415: in %s: "%s", %s and %s', async (language, title, cancel, ok) => {
      renderScreen(<ConfirmDialogHost />, { language });
      let answer: Promise<boolean> = Promise.resolve(false);
      act(() => {
        answer = confirmDialog();
      });
      expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
      expect(screen.getByRole('button', { name: cancel })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: ok }));
      await expect(answer).resolves.toBe(true);
    });

    it('SPEC §8 L415: Cancel answers no', async () => {
      renderScreen(<ConfirmDialogHost />, { language: 'en' });
      let answer: Promise<boolean> = Promise.resolve(true);
      act(() => {
        answer = confirmDialog();
      });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await expect(answer).resolves.toBe(false);
    });
  },
);
