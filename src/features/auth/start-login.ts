import { showSnackbar } from '@/features/errors/snackbar-store';

/**
 * Starts the login flow (SPEC 4 "Login and logout"). PLACEHOLDER until the auth issue: login preparation (PKCE
 * verifier, authorization URL, redirect) is not implemented yet, so this always behaves as a failed preparation and
 * shows the 'authentication preparation failed' snackbar. Screens call it already; the auth issue replaces the body.
 */
export async function startLogin(_options: { returnUrl?: string; fromErrorPage?: boolean } = {}): Promise<void> {
  showSnackbar('snackbar.authPreparationFailed', { variant: 'error' });
}
