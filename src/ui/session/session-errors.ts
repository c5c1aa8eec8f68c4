import type { SessionErrorEvent } from '@/api/api-context';
import { storedState } from '@/lib/stored-state';
import { openSharedDialog } from '@/ui/feedback/dialogs-store';
import { useAuthMissingStore } from './auth-missing-store';

/**
 * What the app does with the errors the HTTP client routes for every screen (issue 10 item 8; SPEC 4, 8): installed
 * into the api context by the brand provider. The HTTP client has already cleared the auth for a forced logout.
 */
export function handleSessionError(event: SessionErrorEvent): void {
  switch (event.kind) {
    case 'forcedLogout':
      // Decision: inside the d払い mini app the d-account session is part of the login, so a forced logout also
      // forgets dAccountSessionID (the next launch step logs in through the d-account again).
      if (storedState.get('isDMiniApp')) storedState.remove('dAccountSessionID');
      openSharedDialog({ kind: 'forcedLogout' });
      return;
    case 'cardExpired':
      openSharedDialog({ kind: 'cardExpired' });
      return;
    case 'authMissing':
      useAuthMissingStore.getState().show(window.location.pathname);
  }
}
