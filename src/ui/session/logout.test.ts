// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '@/api/generated/endpoints/auth/auth';
import { rehydrateStoredState, storedState } from '@/lib/stored-state';
import { useErrorModalStore } from '@/ui/feedback/error-modal-store';
import { useSnackbarStore } from '@/ui/feedback/snackbar-store';
import { logoutSession } from './logout';

vi.mock('@/api/generated/endpoints/auth/auth', () => ({ logout: vi.fn() }));

const AUTH = { accessToken: 'a', refreshToken: 'r-1', refreshTokenExpires: '2099-01-01T00:00:00Z' };

beforeEach(() => {
  localStorage.clear();
  rehydrateStoredState();
  vi.mocked(logout).mockReset();
  useSnackbarStore.getState().hide();
  useErrorModalStore.getState().close();
});

describe('logout (SPEC 4 "Login and logout")', () => {
  it('"Logout requires a stored refresh token": without one no logout call is made (SPEC §4 L253a)', async () => {
    expect(storedState.get('auth')).toBeNull();
    expect(await logoutSession()).toBe(true);
    expect(logout).not.toHaveBeenCalled();
    expect(storedState.get('auth')).toBeNull();
  });

  it('with one: posts it, clears the stored auth and shows the logout message (SPEC §4 L253a L253b §7 L351)', async () => {
    storedState.set('auth', AUTH);
    vi.mocked(logout).mockResolvedValue(undefined as never);
    expect(await logoutSession()).toBe(true);
    expect(logout).toHaveBeenCalledWith({ refreshToken: 'r-1' });
    expect(storedState.get('auth')).toBeNull();
    expect(useSnackbarStore.getState().current?.message).toBe('snackbar.loggedOut');
  });

  it('a failure opens the error modal for the logout call and keeps the customer logged in (SPEC §4 L253c)', async () => {
    storedState.set('auth', AUTH);
    vi.mocked(logout).mockRejectedValue(new Error('down'));
    expect(await logoutSession()).toBe(false);
    expect(useErrorModalStore.getState().request?.endpoint).toBe('logout');
    expect(storedState.get('auth')).toEqual(AUTH);
  });
});
