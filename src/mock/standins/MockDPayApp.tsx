'use client';

import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { getDMiniSeed } from '@/api/generated/endpoints/dmini/dmini';
import { useHydrated } from '@/lib/hydration-gate';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { DMINI_PATH } from '@/features/dmini';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Mock only (`/mock-standin/dpay-app`, served only against the mock): plays the d払い app that opens the mini app. It
 * takes a one-time seed (GET /v1/dmini/seed), hashes it with SHA-256 as the platform does, and opens
 * `/dmini?restaurant_id=…&seed=…&hash=…` (the launch parameters of src/domain/dmini-launch.ts).
 */
export function MockDPayApp() {
  const { t } = useTranslation('dmini');
  const ready = useHydrated();
  const [restaurantId, setRestaurantId] = useState('r1001');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { seed } = await getDMiniSeed();
      const query = new URLSearchParams({ restaurant_id: restaurantId.trim(), seed, hash: await sha256Hex(seed) });
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${DMINI_PATH}?${query.toString()}`);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby="mock-dpay-app-title" spacing={2} sx={{ p: 3 }}>
      <ShellOptions header={false} footer={false} cart={false} />
      <Typography id="mock-dpay-app-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {t('standin.app.title')}
      </Typography>
      <Typography color="text.secondary">{t('standin.app.text')}</Typography>
      <TextField
        label={t('standin.app.restaurant')}
        value={restaurantId}
        onChange={(event) => setRestaurantId(event.target.value)}
      />
      {failed ? (
        <Typography role="alert" color="error">
          {t('standin.app.failed')}
        </Typography>
      ) : null}
      <Button disabled={!ready || busy || !restaurantId.trim()} variant="contained" onClick={() => void open()}>
        {t('standin.app.open')}
      </Button>
    </Stack>
  );
}
