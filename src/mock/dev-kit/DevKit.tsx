'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
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
import { MAX_CONTENT_WIDTH } from '@/lib/theme';
import { BOTTOM_BAR_HEIGHT_PX } from '@/ui/feedback/snackbar-layout';

/** The panel loads on the first open only (its code and the generated example list are in their own chunk). */
const ScenarioPanel = lazy(() => import('./ScenarioPanel'));

/**
 * The dev kit's entry in the app: mounted by the root layout only against the mock (devKitEnabled), so a build
 * pointed at a real backend renders nothing of it and loads none of its code. Applies a shared `?mock=` link, shows
 * the active scenario as a small badge that opens the scenario panel; the badge sits at the end of the page.
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
      {/* Decision (issue 27 item 11): the button is docked in the page flow after everything else (below the footer),
          not fixed over the page. A fixed button, even a narrow edge tab, lands on whatever scrolls under it (at
          320 px the content starts 16 px from the edge, so a 24 px tab still covers the start of full-width inputs,
          tables and buttons); in the flow it takes its own band and covers nothing. The band's bottom padding keeps it
          clear of the bars at the bottom (the order button bar, the cart bar) when the page is scrolled to its end,
          and it is not positioned, so those bars paint over it while it scrolls under them. The trade-off: it is seen at the end of the page, not at all times; the active scenario
          still shows in its label. */}
      <Box
        component="aside"
        aria-label={copy.open}
        sx={{
          maxWidth: MAX_CONTENT_WIDTH,
          mx: 'auto',
          px: 2,
          pt: 2,
          pb: `calc(${BOTTOM_BAR_HEIGHT_PX + 16}px + env(safe-area-inset-bottom))`,
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <Button
          size="small"
          variant="contained"
          color={isEmptyScenario(state.scenario) ? 'inherit' : 'warning'}
          aria-haspopup="dialog"
          disableRipple
          onClick={() => setOpen(true)}
          sx={{
            // Not positioned (MUI's is relative, which would paint it over the app's fixed bars that come earlier in
            // the document while it scrolls under them); the ripple needs a positioned button, so it is off.
            position: 'static',
            minHeight: 44,
            maxWidth: '100%',
            px: 1.5,
            fontSize: 12,
            textTransform: 'none',
            overflowWrap: 'anywhere',
          }}
        >
          {label ? `${copy.open}: ${label}` : copy.open}
        </Button>
      </Box>
      {open ? (
        <Suspense fallback={null}>
          <ScenarioPanel initial={state.scenario} copy={copy} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
