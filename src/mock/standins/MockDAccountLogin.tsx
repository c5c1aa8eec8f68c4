'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/hydration-gate';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { DACCOUNT_REDIRECT_PATH } from '@/features/dmini';

// Decision: like the sign-in stand-in, the d-account stand-in always returns to this origin's
// /dmini/daccount/redirect whatever redirect_uri the address names; it echoes the state it was given, as the provider
// does (the mock layer puts the app's state into the authorization URL).
function returnToApp(query: Record<string, string>): void {
  const state = new URLSearchParams(window.location.search).get('state');
  const params = new URLSearchParams({ ...query, ...(state ? { state } : {}) });
  // A full page load on purpose: a real provider's redirect reloads the app too.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${DACCOUNT_REDIRECT_PATH}?${params.toString()}`);
}

/**
 * Mock only (`/mock-standin/daccount/login`, served only against the mock): plays the d-account login page of the
 * launch login and the d POINT card link. Log in sends back a code; cancel sends back `error=access_denied`.
 */
export function MockDAccountLogin() {
  const { t } = useTranslation('dmini');
  const ready = useHydrated();
  return (
    <Stack component="section" aria-labelledby="mock-daccount-title" spacing={2} sx={{ p: 3 }}>
      <ShellOptions header={false} footer={false} cart={false} />
      <Typography id="mock-daccount-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {t('standin.daccount.title')}
      </Typography>
      <Typography color="text.secondary">{t('standin.daccount.text')}</Typography>
      <Button
        disabled={!ready}
        variant="contained"
        onClick={() => returnToApp({ code: 'mock-daccount-code', error: '' })}
      >
        {t('standin.daccount.login')}
      </Button>
      <Button disabled={!ready} variant="outlined" onClick={() => returnToApp({ code: '', error: 'access_denied' })}>
        {t('standin.daccount.cancel')}
      </Button>
    </Stack>
  );
}
