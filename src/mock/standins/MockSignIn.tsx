'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LOGIN_REDIRECT_PATH } from '@/domain/auth';
import { useHydrated } from '@/lib/hydration-gate';

/** The mock's error example for POST /v1/auth/login, scoped to that call (src/server/mock-prefer.ts). */
const INVALID_CODE_PREFER = '/v1/auth/login|code=400, example=invalidAuthorizationCode';
const PREFER_COOKIE = 'mock_prefer';

function setLoginPrefer(value: string | null): void {
  const current = document.cookie.split('; ').find((part) => part.startsWith(`${PREFER_COOKIE}=`));
  const ours = current && decodeURIComponent(current.slice(PREFER_COOKIE.length + 1)) === INVALID_CODE_PREFER;
  if (value === null) {
    // Only our own value is removed: a tester's other forced error stays.
    if (ours) document.cookie = `${PREFER_COOKIE}=; path=/; max-age=0; samesite=lax`;
    return;
  }
  document.cookie = `${PREFER_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=120; samesite=lax`;
}

// Decision: the stand-in always returns to this origin's /login_redirect, whatever redirect_uri the mock's static
// example names (its port is fixed, the app's is not); a real provider checks redirect_uri against its registration.
function returnToApp(query: Record<string, string>): void {
  const state = new URLSearchParams(window.location.search).get('state');
  const params = new URLSearchParams({ ...query, ...(state ? { state } : {}) });
  // A full page load on purpose: a real provider's redirect reloads the app too.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${LOGIN_REDIRECT_PATH}?${params.toString()}`);
}

/**
 * Mock only (served under /mock-standin, which src/proxy.ts answers only when the app talks to the mock): plays the
 * identity provider of the login round trip. The tester signs in as the demo customer or chooses a failure, and is
 * sent back to /login_redirect with `code`, `state` or `error` as a real provider would.
 */
export function MockSignIn() {
  const { t } = useTranslation();
  // A tap before hydration would do nothing: the buttons do not look ready until they work.
  const ready = useHydrated();
  return (
    <Stack component="section" aria-labelledby="mock-sign-in-title" spacing={2} sx={{ p: 3 }}>
      <Typography id="mock-sign-in-title" variant="h1" component="h1">
        {t('auth.standin.title')}
      </Typography>
      <Typography color="text.secondary">{t('auth.standin.text')}</Typography>
      <Button
        disabled={!ready}
        variant="contained"
        onClick={() => {
          setLoginPrefer(null);
          returnToApp({ code: 'mock-authorization-code' });
        }}
      >
        {t('auth.standin.signIn')}
      </Button>
      <Button
        disabled={!ready}
        variant="outlined"
        onClick={() => returnToApp({ error: 'access_denied', error_description: 'The user cancelled the sign-in' })}
      >
        {t('auth.standin.cancel')}
      </Button>
      <Button
        disabled={!ready}
        variant="outlined"
        color="error"
        onClick={() => {
          setLoginPrefer(INVALID_CODE_PREFER);
          returnToApp({ code: 'invalid-authorization-code' });
        }}
      >
        {t('auth.standin.invalidCode')}
      </Button>
    </Stack>
  );
}

/** Mock only: the brand's member page ("my page") that the app opens in a new window. */
export function MockMyPage() {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="mock-my-page-title" spacing={2} sx={{ p: 3 }}>
      <Typography id="mock-my-page-title" variant="h1" component="h1">
        {t('auth.standin.myPageTitle')}
      </Typography>
      <Typography color="text.secondary">{t('auth.standin.myPageText')}</Typography>
    </Stack>
  );
}
