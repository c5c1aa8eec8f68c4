'use client';

import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { updateDMiniUserStatus, useGetDMiniUserStatus } from '@/api/generated/endpoints/dmini/dmini';
import { useHydrated } from '@/lib/hydration-gate';
import { useBrandContext } from '@/ui/brand/BrandProvider';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { continueDMini } from './continue-dmini';
import { inDMiniApp } from './dmini-session';
import { DMiniErrorPage, type DMiniProblem } from './DMiniErrorPage';
import { DMiniWorking } from './DMiniWorking';

const SECTIONS = ['service', 'account', 'payment', 'points', 'privacy'] as const;

/**
 * `/dmini/terms` (issue 14 item 9): the mini app's terms, agreed once on first use. GET /v1/dmini/user_status says
 * whether they were; "agree" records it with POST /v1/dmini/user_status and goes on (d-account login, restaurant).
 * Decision: the terms' text is the app's own (the spec does not show it); outside a mini-app session the page is
 * refused like a launch without parameters.
 */
export function DMiniTermsScreen() {
  const { t } = useTranslation('dmini');
  const { brandId } = useBrandContext();
  const hydrated = useHydrated();
  const inside = hydrated && inDMiniApp();
  const status = useGetDMiniUserStatus({ query: { enabled: inside, staleTime: 0 } });
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DMiniProblem | null>(null);

  const goOn = async (termsAgreed: boolean) => {
    setBusy(true);
    const next = await continueDMini(brandId, termsAgreed);
    if (next.kind === 'problem') setProblem(next.problem);
    if (next.kind !== 'leaving') setBusy(false);
  };

  const agree = async () => {
    setBusy(true);
    try {
      const answer = await updateDMiniUserStatus({ isTermsAgreed: true });
      await goOn(answer.isTermsAgreed);
    } catch (error) {
      setProblem({ kind: 'api', endpoint: 'updateDMiniUserStatus', failure: toApiFailure(error) });
      setBusy(false);
    }
  };

  const alreadyAgreed = status.data?.isTermsAgreed === true;
  useEffect(() => {
    if (status.isError)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- shows the failed status call once
      setProblem({ kind: 'api', endpoint: 'getDMiniUserStatus', failure: toApiFailure(status.error) });
  }, [status.isError, status.error]);

  if (hydrated && !inside) return <DMiniErrorPage problem={{ kind: 'refused', reason: 'launchMissing' }} />;
  if (problem) return <DMiniErrorPage problem={problem} />;
  if (!status.data) return <DMiniWorking label="terms.loading" />;

  return (
    <Box component="section" aria-labelledby="page-title" sx={{ px: 2, py: 3 }}>
      <ShellOptions cart={false} />
      <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}>
        {t('terms.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('terms.intro')}</Typography>
      <Box
        component="article"
        aria-label={t('terms.bodyLabel')}
        tabIndex={0}
        sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
      >
        {SECTIONS.map((section, index) => (
          <Box key={section} sx={{ mb: 2 }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
              {t('terms.sectionTitle', { number: index + 1, title: t(`terms.sections.${section}.title`) })}
            </Typography>
            <Typography variant="body2">{t(`terms.sections.${section}.text`)}</Typography>
          </Box>
        ))}
      </Box>
      {alreadyAgreed ? (
        <>
          <Typography role="status" sx={{ mb: 2 }}>
            {t('terms.agreedAlready')}
          </Typography>
          <Button variant="contained" fullWidth disabled={busy} onClick={() => void goOn(true)}>
            {t('terms.continue')}
          </Button>
        </>
      ) : (
        <>
          <FormControlLabel
            control={<Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
            label={t('terms.check')}
          />
          <Button variant="contained" fullWidth disabled={!checked || busy} onClick={() => void agree()} sx={{ mt: 1 }}>
            {t('terms.agree')}
          </Button>
        </>
      )}
    </Box>
  );
}
