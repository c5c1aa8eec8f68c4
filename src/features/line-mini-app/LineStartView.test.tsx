// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/component-harness';
import { useLineStore } from './line-store';
import { LineStartView } from './LineStartView';

const { retryLineLogin } = vi.hoisted(() => ({ retryLineLogin: vi.fn(() => Promise.resolve()) }));
vi.mock('./launch-flow', () => ({ retryLineLogin }));

beforeEach(() => {
  retryLineLogin.mockClear();
  useLineStore.setState({ status: 'off', inClient: false, attempt: 0, loginErrorCode: null });
});

describe('the LIFF start as the customer sees it', () => {
  it('a progress indicator while liff.init runs', () => {
    useLineStore.setState({ status: 'starting' });
    renderScreen(<LineStartView />);
    expect(screen.getByRole('progressbar', { name: 'LINEミニアプリを起動しています' })).toBeTruthy();
  });

  it('a failed start: a clear error with "try again" (starts again) and "continue in the browser"', () => {
    useLineStore.setState({ status: 'failed' });
    renderScreen(<LineStartView />);
    const dialog = screen.getByRole('dialog', { name: 'LINEミニアプリを起動できませんでした' });
    expect(dialog.textContent).toContain('通信環境をご確認のうえ');
    fireEvent.click(screen.getByRole('button', { name: 'もう一度試す' }));
    expect(useLineStore.getState()).toMatchObject({ status: 'starting', attempt: 1 });
    act(() => useLineStore.setState({ status: 'failed' }));
    fireEvent.click(screen.getByRole('button', { name: 'ブラウザで続ける' }));
    expect(useLineStore.getState().status).toBe('off');
  });

  it.each([
    ['E100700001', 'LINEの認証情報を確認できませんでした。もう一度お試しください。'],
    ['E100700002', 'IDトークンを確認できませんでした。もう一度お試しください。'],
  ])('LIFF-token login answered %s: the catalogue copy, and "log in again" (SPEC §8 L382)', (code, text) => {
    useLineStore.setState({ status: 'ready', inClient: true, loginErrorCode: code });
    renderScreen(<LineStartView />);
    const dialog = screen.getByRole('dialog', { name: 'ログインに失敗しました' });
    expect(dialog.textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'もう一度ログイン' }));
    expect(retryLineLogin).toHaveBeenCalledTimes(1);
  });

  it('closing the login error keeps the customer as a guest', () => {
    useLineStore.setState({ status: 'ready', inClient: true, loginErrorCode: 'E100700001' });
    renderScreen(<LineStartView />);
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(useLineStore.getState().loginErrorCode).toBeNull();
  });
});
