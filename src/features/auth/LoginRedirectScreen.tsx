'use client';

import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { login } from '@/api/generated/endpoints/auth/auth';
import { toApiFailure } from '@/api/api-error';
import { LOGIN_REDIRECT_PATH, loginRedirectUrl, loginReturnPath } from '@/domain/auth';
import { storedState } from '@/lib/stored-state';
import { errorCopyFor } from '@/ui/errors/error-copy';
import { ErrorPage } from '@/ui/errors/ErrorPage';
import { readActiveAuth, writeAuth } from '@/ui/session/auth-storage';

type Outcome = { status: 'working' } | { status: 'failed'; title: string; text: string; returnPath: string };

const failedWith = (key: 'cancelled' | 'expired', returnPath: string): Outcome => ({
  status: 'failed',
  title: `auth.loginFailed.${key}.title`,
  text: `auth.loginFailed.${key}.text`,
  returnPath,
});

/**
 * The return address after login (SPEC 4): exchanges the code and the stored verifier for tokens, stores the auth
 * record, forgets the verifier, and replaces the address with the remembered page (never off this origin). The code
 * leaves the address bar (and the history entry) before anything else happens.
 */
async function completeLogin(search: string): Promise<Outcome | { status: 'done'; returnPath: string }> {
  const params = new URLSearchParams(search);
  const origin = window.location.origin;
  const returnPath = loginReturnPath(storedState.get('redirectUrl'), origin);
  const verifier = storedState.get('pkceCodeVerifier');
  const code = params.get('code');
  storedState.remove('pkceCodeVerifier');
  if (params.get('error')) return failedWith('cancelled', returnPath);
  if (!verifier || !code) {
    // Decision: a spent code (back button, reload, a second tab) while the session is active is not an error: the
    // customer is logged in already, so they go on to the page (no second login, no blank page).
    if (readActiveAuth()) return { status: 'done', returnPath };
    return failedWith('expired', returnPath);
  }
  try {
    const tokens = await login({
      code,
      codeVerifier: verifier,
      redirectUrl: loginRedirectUrl(origin),
      ...(params.get('state') ? { state: params.get('state')! } : {}),
    });
    writeAuth({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      refreshTokenExpires: tokens.refreshTokenExpires,
      userName: tokens.userName,
    });
    storedState.remove('redirectUrl');
    return { status: 'done', returnPath };
  } catch (error: unknown) {
    const copy = errorCopyFor('login', toApiFailure(error).code);
    return { status: 'failed', title: copy.title, text: copy.text, returnPath };
  }
}

/** LoginRedirect screen: a spinner while the code is exchanged, the error page with "log in again" when it fails. */
export function LoginRedirectScreen() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const search = window.location.search;
    // No code or state stays in the address bar or the history.
    window.history.replaceState(window.history.state, '', LOGIN_REDIRECT_PATH);
    void completeLogin(search).then((result) => {
      // A full load that replaces this history entry: the new session starts with fresh data (no guest answers
      // cached), and going back never returns to /login_redirect.
      if (result.status === 'done') window.location.replace(result.returnPath);
      else setOutcome(result);
    });
  }, []);

  if (outcome.status === 'failed') {
    return (
      <ErrorPage
        title={outcome.title}
        text={outcome.text}
        authMissing
        loginLabel="auth.loginAgain"
        loginReturnUrl={outcome.returnPath}
      />
    );
  }
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography>{t('auth.completingLogin')}</Typography>
    </Box>
  );
}
