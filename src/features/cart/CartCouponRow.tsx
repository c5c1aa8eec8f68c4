'use client';

import { useCallback, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useTranslation } from 'react-i18next';
import { AvailableCoupons, useCouponList } from '@/features/coupons';

// Decision (issue 27 item 5): the cart shows its lines first; the restaurant's coupons are one row under them,
// 使えるクーポン (n) with n the coupons usable now (domain/coupon-list.ts), which opens the list in a dialog (usable
// ones with 使う, the others greyed with their reason). Applying one closes the list, so the coupon bar under the cart
// header shows what it gives. The row is left out while the list loads, when it fails, and when the restaurant has no
// coupon at all (a row that opens an empty list is noise).
/** The cart's coupon row and the coupon list it opens. */
export function CartCouponRow({ restaurantId, heldCode }: { restaurantId: string; heldCode: string | null }) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const list = useCouponList(restaurantId);
  const close = useCallback(() => setOpen(false), []);
  if (!list || list.usable.length + list.unusable.length === 0) return null;
  return (
    <>
      <Button
        fullWidth
        color="inherit"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        startIcon={<LocalOfferOutlinedIcon color="primary" aria-hidden />}
        endIcon={<ChevronRightIcon aria-hidden />}
        sx={{
          mt: 2,
          minHeight: 52,
          justifyContent: 'flex-start',
          fontWeight: 700,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          borderRadius: 0,
          '& .MuiButton-endIcon': { ml: 'auto' },
        }}
      >
        {t('cartPanel.coupons.row', { count: list.usable.length })}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        fullWidth
        scroll="paper"
        sx={{ '& .MuiDialog-paper': { mx: 2, width: 'calc(100% - 32px)' } }}
      >
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1, fontWeight: 700 }}>
          <Box component="span" sx={{ flex: 1 }}>
            {t('cartPanel.coupons.title')}
          </Box>
          <IconButton aria-label={t('cartPanel.coupons.close')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <AvailableCoupons restaurantId={restaurantId} heldCode={heldCode} onChange={close} showTitle={false} />
        </DialogContent>
      </Dialog>
    </>
  );
}
