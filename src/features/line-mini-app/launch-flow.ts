'use client';

import { listRestaurantLineSettings } from '@/api/generated/endpoints/restaurants/restaurants';
import type { Brand } from '@/api/generated/models';
import {
  isLineLaunch,
  isLineUserAgent,
  landingPath,
  liffDataForBrand,
  mergeLaunch,
  readLineLaunch,
  resolveLiffId,
  restaurantIdOfPath,
  type LiffData,
  type LineLaunch,
} from '@/domain/line-launch';
import { storedState } from '@/lib/stored-state';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { loginWithLiff } from './line-login';
import { startLiff, withTimeout, type LiffHandle } from './liff-sdk';
import { INITIAL_ADDRESS, useLineStore } from './line-store';
import { sendReferrerOnce } from './referrer-metrics';

type Storage = typeof storedState;

const LINE_SETTING_TIMEOUT_MS = 10_000;

/** This brand's stored launch data; another brand's launch keys are removed (never carried into this session). */
function brandLaunchData(storage: Storage, brandId: string): LiffData | null {
  const raw = storedState.get('liffData');
  const own = liffDataForBrand(raw, brandId);
  if (!own) {
    storedState.remove('liffData');
    storedState.remove('targetLiffId');
    storedState.remove('liffStateRestaurantId');
  }
  return own;
}

function keepLaunch(
  storage: Storage,
  input: { brandId: string; launch: LineLaunch; stored: LiffData | null; liffId: string | null },
): void {
  const { launch, liffId } = input;
  storedState.set('liffData', mergeLaunch({ previous: input.stored, brandId: input.brandId, launch, liffId }));
  if (launch.targetLiffId && launch.targetLiffId === liffId) storedState.set('targetLiffId', liffId);
  if (launch.restaurantId) storedState.set('liffStateRestaurantId', launch.restaurantId);
}

async function lineSettingsOf(brandId: string) {
  try {
    const answer = await withTimeout(listRestaurantLineSettings({ brandId }), LINE_SETTING_TIMEOUT_MS);
    return answer.restaurantLineSettings;
  } catch {
    // Decision: without the restaurants' LINE settings the brand's own LIFF URLs still decide (no blocked start).
    return null;
  }
}

/**
 * One LIFF start for this page load (issue 14 items 1–4): keep the launch (liffData, target_liff_id,
 * liff_state_restaurant_id), pick the brand's LIFF id, run liff.init, land on the launch path, and inside the LINE
 * client send the referrer metrics and log in with the LIFF tokens.
 */
export async function runLineLaunch(input: {
  brandId: string;
  brand: Brand | null;
  liffMock: boolean;
  navigate: (path: string) => void;
  isCancelled: () => boolean;
}): Promise<void> {
  const set = useLineStore.setState;
  const { brandId, brand } = input;
  if (!INITIAL_ADDRESS || !brand) {
    set({ status: 'off' });
    return;
  }
  const launch = readLineLaunch(INITIAL_ADDRESS.pathname, INITIAL_ADDRESS.search);
  const stored = brandLaunchData(storedState, brandId);
  const lineSettings = await lineSettingsOf(brandId);
  if (input.isCancelled()) return;
  const storedRestaurantId = stored ? storedState.get('liffStateRestaurantId') : null;
  const choice = resolveLiffId({
    requested: [launch.targetLiffId, launch.liffId, stored ? storedState.get('targetLiffId') : null],
    urls: { ...brand, lineSettings },
    restaurantId: launch.restaurantId ?? restaurantIdOfPath(stored?.restaurantPath) ?? storedRestaurantId,
  });
  if (isLineLaunch(launch)) keepLaunch(storedState, { brandId, launch, stored, liffId: choice.liffId });
  // Decision: a forged or foreign launch (a LIFF id of another brand, an unsafe liff.state) is not an error page:
  // the app opens as this brand's mini app at its top and says so once.
  if (choice.rejected.length > 0 || launch.unsafeState)
    showSnackbar('line:launch.ignored', { variant: 'info', announcesNavigation: true });

  /** Goes to the landing path, if any; gives the path the customer ends up on. */
  const land = (): string => {
    const currentPath = `${window.location.pathname}${window.location.search}`;
    const storedPath =
      stored?.restaurantPath ?? (storedRestaurantId ? `/restaurants/${encodeURIComponent(storedRestaurantId)}` : null);
    const target = landingPath({ currentPath, launch, storedPath });
    if (target) input.navigate(target);
    return target ?? currentPath;
  };

  // Decision: a brand without the LINE mini app (enableLineMiniApp false, or no LIFF URL at all) never starts LIFF.
  if (!choice.liffId || brand.enableLineMiniApp === false) {
    set({ status: 'off', inClient: false });
    land();
    return;
  }
  const liffId = choice.liffId;
  let liff;
  try {
    liff = await startLiff({ liffId, mock: input.liffMock, inLineUserAgent: isLineUserAgent(navigator.userAgent) });
  } catch {
    if (!input.isCancelled()) set({ status: 'failed', inClient: false });
    return;
  }
  if (input.isCancelled()) return;
  const inClient = liff.isInClient();
  set({ status: 'ready', inClient, liffId, loginErrorCode: null });
  const landedOn = land();
  // Decision: in an external browser the LIFF app is not the mini app: no metrics (inside the client only, SPEC 4),
  // no LIFF-token login (the customer logs in through the web login like any web visit); the launch is still kept
  // and landed on, also when LINE Login brings the customer back to the endpoint URL.
  if (!inClient) return;
  const restaurantId = launch.restaurantId ?? storedRestaurantId;
  void sendReferrerOnce({ brandId, liffId, restaurantId, liff });
  session = { liffId, liff, returnTo: `${window.location.origin}${landedOn}` };
  await retryLineLogin();
}

/** The LIFF session of this page load inside the LINE client (for a login retry). */
let session: { liffId: string; liff: LiffHandle; returnTo: string } | null = null;

/** Logs in with the LIFF tokens (again); a failure keeps its code for the catalogue copy. */
export async function retryLineLogin(): Promise<void> {
  if (!session) return;
  useLineStore.setState({ loginErrorCode: null });
  const outcome = await loginWithLiff(session);
  if (outcome.kind === 'failed') useLineStore.setState({ loginErrorCode: outcome.code });
}
