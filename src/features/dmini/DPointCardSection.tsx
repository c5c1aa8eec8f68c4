'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useParams, usePathname } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import {
  dMiniDisconnectDpointCard,
  getGetDMiniUserStatusQueryKey,
  useGetDMiniUserStatus,
} from '@/api/generated/endpoints/dmini/dmini';
import { useQueryClient } from '@tanstack/react-query';
import { isSessionErrorCode } from '@/domain/session-errors';
import { storedState } from '@/lib/stored-state';
import { useBrandContext } from '@/ui/brand/BrandProvider';
import { confirmDialog } from '@/ui/feedback/confirm-store';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { startDAccountLogin } from './daccount-login';

export interface DPointCardSectionProps {
  authorized: boolean;
  /** Inside the d払い mini app (session flag isDMiniApp). */
  isDMiniApp: boolean;
  onNavigate: () => void;
}

/**
 * The d POINT card in the my-menu panel (issue 14 item 10). Inside the d払い mini app: linked or not (GET
 * /v1/dmini/user_status), link through the d-account (loginType dpoint), unlink after a confirmation (DELETE
 * /v1/dmini/daccount/dpoint_card_connecting, logged in only). On the web, a logged-in customer on a restaurant's
 * pages can link it through the web's d-account flow. E100110506 (invalid point card info) on any of these calls is
 * the forced logout of SPEC 4, routed once by the HTTP client.
 * Decision: the web has no call that reads the link, so the web shows only the link action; the web flow needs a
 * restaurant (GET /v1/daccount/login/{brandId}/{restaurantId}), so it is offered on a restaurant's pages only.
 */
export function DPointCardSection({ authorized, isDMiniApp, onNavigate }: DPointCardSectionProps) {
  const { t } = useTranslation('dmini');
  const { brandId } = useBrandContext();
  const pathname = usePathname();
  const params = useParams<{ restaurantId?: string }>();
  const queryClient = useQueryClient();
  const status = useGetDMiniUserStatus({ query: { enabled: isDMiniApp } });
  const [busy, setBusy] = useState(false);
  const webRestaurant = !isDMiniApp && authorized ? (params?.restaurantId ?? null) : null;
  if (!isDMiniApp && !webRestaurant) return null;

  const link = async () => {
    setBusy(true);
    const failure = await startDAccountLogin({
      brandId,
      flow: isDMiniApp ? 'dminiDpoint' : 'webDpoint',
      restaurantId: isDMiniApp ? storedState.get('dMiniLaunchRestaurantId') : webRestaurant,
      returnPath: pathname,
    });
    if (failure) {
      setBusy(false);
      if (!isSessionErrorCode(failure.code)) showSnackbar('dmini:dpoint.linkFailed', { variant: 'error' });
    } else onNavigate();
  };

  const unlink = async () => {
    const ok = await confirmDialog({
      title: 'dmini:dpoint.unlinkConfirm.title',
      text: 'dmini:dpoint.unlinkConfirm.text',
      okLabel: 'dmini:dpoint.unlinkConfirm.ok',
      destructive: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await dMiniDisconnectDpointCard();
      showSnackbar('dmini:dpoint.unlinked');
    } catch (error) {
      if (!isSessionErrorCode(toApiFailure(error).code))
        showSnackbar('dmini:dpoint.unlinkFailed', { variant: 'error' });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: getGetDMiniUserStatusQueryKey() });
    }
  };

  const linked = status.data?.isDpointCardConnected === true;
  return (
    <Box component="section" aria-labelledby="dpoint-card-title" sx={{ mt: 2 }}>
      <Typography id="dpoint-card-title" variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {t('dpoint.title')}
      </Typography>
      {isDMiniApp ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {status.isPending
            ? t('dpoint.loading')
            : linked
              ? t('dpoint.linked', { number: status.data?.dpointCardNumber ?? '' })
              : t('dpoint.notLinkedState')}
        </Typography>
      ) : null}
      {linked ? (
        authorized ? (
          <Button variant="outlined" color="error" fullWidth disabled={busy} onClick={() => void unlink()}>
            {t('dpoint.unlink')}
          </Button>
        ) : null
      ) : (
        <Button
          variant="outlined"
          fullWidth
          disabled={busy || (isDMiniApp && status.isPending)}
          onClick={() => void link()}
        >
          {t('dpoint.link')}
        </Button>
      )}
    </Box>
  );
}
