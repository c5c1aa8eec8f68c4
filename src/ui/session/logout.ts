import { logout } from '@/api/generated/endpoints/auth/auth';
import { toApiFailure } from '@/api/api-error';
import { isSessionErrorCode } from '@/domain/session-errors';
import { storedState } from '@/lib/stored-state';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { clearAuth } from './auth-storage';

/**
 * Logout (SPEC 4): POST /v1/auth/logout with the stored refresh token. Success clears the stored auth, which resets
 * the login flag (the authorized state every screen reads is derived from it) and shows the logout message. A
 * failure opens the error modal for the logout call with the API error. Resolves true when logged out.
 */
export async function logoutSession(): Promise<boolean> {
  const refreshToken = storedState.get('auth')?.refreshToken;
  // Decision: "Logout requires a stored refresh token": without one there is no session to end on the server, so
  // the (already guest) customer is only cleaned up locally.
  if (!refreshToken) {
    clearAuth();
    return true;
  }
  try {
    await logout({ refreshToken });
  } catch (error: unknown) {
    const { code } = toApiFailure(error);
    // E100110306 / E100110506 already cleared the auth and opened the forced-logout modal (HTTP client).
    if (!isSessionErrorCode(code)) openErrorModal({ endpoint: 'logout', code });
    return false;
  }
  clearAuth();
  showSnackbar('snackbar.loggedOut', { variant: 'info' });
  return true;
}
