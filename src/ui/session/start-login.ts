import { authorizationUrlQuery } from '@/domain/auth';
import { externalNavigationTarget } from '@/domain/external-url';
import { storedState } from '@/lib/stored-state';
import { showSnackbar } from '@/ui/feedback/snackbar-store';

export interface StartLoginOptions {
  /** The page to come back to; default the current page. Only a same-origin path survives (domain return-URL rule). */
  returnUrl?: string;
  /** Started from the error page's button: a failed preparation redirects instead of showing the snackbar. */
  fromErrorPage?: boolean;
}

function currentPage(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Starts the login flow (SPEC 4 "Login and logout"): remember the return target, create a PKCE verifier (32 random
 * bytes) and its S256 challenge, keep the verifier in session storage, ask the server for the authorization URL
 * and send the browser there. A failed preparation shows the 'authentication preparation failed' snackbar.
 */
export async function startLogin({ returnUrl, fromErrorPage = false }: StartLoginOptions = {}): Promise<void> {
  try {
    // The PKCE code and the auth endpoint load with the tap, not with every page (issue 29: start-login is in the
    // shell through the error page's and the dialogs' login buttons); a failed load is a failed preparation.
    const [{ createPkcePair }, { getAuthorizationUrl }] = await Promise.all([
      import('@/domain/pkce'),
      import('@/api/generated/endpoints/auth/auth'),
    ]);
    const { verifier, challenge } = await createPkcePair(window.crypto);
    const query = authorizationUrlQuery(window.location.origin, returnUrl ?? currentPage(), challenge);
    if (!storedState.set('pkceCodeVerifier', verifier)) throw new Error('The browser refused to keep the verifier');
    storedState.set('redirectUrl', query.returnUrl);
    const answer = await getAuthorizationUrl(query);
    const target = externalNavigationTarget(answer.authorizationUrl);
    if (!target) throw new Error('The authorization URL is not a web address');
    window.location.assign(target);
  } catch {
    storedState.remove('pkceCodeVerifier');
    // Decision: "from the error page a failure redirects" — to the shop list, the error page's other way out.
    // A full load on purpose: the error page may be the error boundary's, which a client navigation keeps.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (fromErrorPage) window.location.assign('/');
    else showSnackbar('snackbar.authPreparationFailed', { variant: 'error' });
  }
}
