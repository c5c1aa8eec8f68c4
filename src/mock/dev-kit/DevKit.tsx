'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { withoutLinkParam, writeScenarioCookies } from './apply-scenario';
import { devKitCopy } from './dev-kit-copy';
import {
  isEmptyScenario,
  MOCK_DEVKIT_COOKIE,
  MOCK_LINK_PARAM,
  parseLink,
  readCookies,
  scenarioFromCookies,
  scenarioLabel,
  type MockScenario,
} from '@/mock/scenario';

/** The panel loads on the first open only (its code and the generated example list are in their own chunk). */
const ScenarioPanel = lazy(() => import('./ScenarioPanel'));

/**
 * The dev kit's entry in the app: mounted by the root layout only against the mock (devKitEnabled), so a build
 * pointed at a real backend renders nothing of it and loads none of its code. Applies a shared `?mock=` link, shows
 * the active scenario as a small badge that opens the scenario panel.
 */
export function DevKit() {
  const { i18n } = useTranslation();
  const [state, setState] = useState<{ scenario: MockScenario; hidden: boolean } | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const link = new URLSearchParams(window.location.search).get(MOCK_LINK_PARAM);
    if (link !== null) {
      // A shared link: set its scenario, then load the same page without the parameter (server render included).
      writeScenarioCookies(parseLink(link));
      window.location.replace(withoutLinkParam(window.location));
      return;
    }
    const cookies = readCookies(document.cookie);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookies exist only in the browser, after mount
    setState({ scenario: scenarioFromCookies(cookies), hidden: cookies.get(MOCK_DEVKIT_COOKIE) === 'hidden' });
  }, []);

  if (!state || state.hidden) return null;
  const copy = devKitCopy(i18n.language);
  const label = scenarioLabel(state.scenario);
  return (
    <>
      <Button
        size="small"
        variant="contained"
        color={isEmptyScenario(state.scenario) ? 'inherit' : 'warning'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{
          position: 'fixed',
          left: 4,
          bottom: 72,
          zIndex: (theme) => theme.zIndex.snackbar,
          maxWidth: 'calc(100vw - 8px)',
          minWidth: 0,
          px: 1,
          py: 0.25,
          fontSize: 11,
          textTransform: 'none',
          opacity: 0.9,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          display: 'block',
        }}
      >
        {label ? `${copy.open}: ${label}` : copy.open}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ScenarioPanel initial={state.scenario} copy={copy} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
