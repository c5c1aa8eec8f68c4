'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_DIALOG_MAX_HEIGHT, MODAL_TRANSITION_MS } from '@/domain/constants';
import { couponRangeText } from '@/domain/coupon-flow';
import type { ActiveCouponDialog } from './coupon-dialog-store';
import { CouponDetailView } from './CouponDetailView';

/**
 * The coupon dialogs of SPEC 2, at most 450 px high (SPEC 9): the available notice (the coupon's detail over the page,
 * with the range in which it can be fetched), expired, unavailable, restaurant-not-available, not-found, and the login
 * prompt (login/register and back).
 */
export function CouponDialogs({
  active,
  onClose,
  onLogin,
}: {
  active: ActiveCouponDialog | null;
  onClose: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation('coupons');
  const titleId = useId();
  const textId = useId();
  const dialog = active?.dialog;
  const view = active?.view ?? null;
  const fetchable = couponRangeText(view?.fetchableRange);
  const isNotice = dialog === 'availableNotice' && view !== null;
  return (
    <Dialog
      open={Boolean(dialog)}
      onClose={onClose}
      transitionDuration={MODAL_TRANSITION_MS}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
      data-testid="coupon-dialog"
      slotProps={{ paper: { sx: { maxHeight: COUPON_DIALOG_MAX_HEIGHT } } }}
    >
      {dialog ? (
        <>
          <DialogTitle id={titleId}>{t(`dialog.${dialog}.title`)}</DialogTitle>
          <DialogContent dividers={isNotice} tabIndex={isNotice ? 0 : undefined}>
            <DialogContentText id={textId} sx={{ mb: isNotice ? 2 : 0 }}>
              {isNotice
                ? t('dialog.availableNotice.fetchable', { from: fetchable.from ?? '', to: fetchable.to ?? '' })
                : t(`dialog.${dialog}.text`)}
            </DialogContentText>
            {isNotice ? <CouponDetailView view={view} headingLevel="h2" /> : null}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            {dialog === 'login' ? (
              <>
                <Button onClick={onClose}>{t('dialog.login.back')}</Button>
                <Button variant="contained" onClick={onLogin}>
                  {t('dialog.login.login')}
                </Button>
              </>
            ) : (
              <Button variant="contained" onClick={onClose}>
                {isNotice ? t('dialog.availableNotice.ok') : t('dialog.close')}
              </Button>
            )}
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
