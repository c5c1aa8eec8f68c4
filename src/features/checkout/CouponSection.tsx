'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderCalculation } from '@/api/generated/models';
import { storedState } from '@/lib/stored-state';
import { OutlinedField } from '@/ui/controls/OutlinedField';
import { AvailableCoupons } from '@/features/coupons';
import type { HeldCouponBarProps } from './HeldCouponBar';

// Issue 29: the held coupon's bar (MUI's Alert) loads only when a coupon is held and priced; most orders hold none.
const HeldCouponBar = dynamic<HeldCouponBarProps>(() => import('./HeldCouponBar').then((m) => m.HeldCouponBar), {
  ssr: false,
});

// Decision: a coupon code can be applied here (stored as coupon_code like a code from the address) or the held
// coupon removed; the calculation then runs again. A code is 1–32 letters, digits, '-' or '_'.
/** The held coupon with its SPEC 5 bar text, apply / remove, and the coupons available at this restaurant. */
export function CouponSection({
  calculation,
  held,
  heldCode,
  restaurantId,
}: {
  calculation: OrderCalculation | null | undefined;
  held: boolean;
  heldCode: string | null;
  restaurantId: string;
}) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const coupon = calculation?.coupon;

  const apply = () => {
    const value = code.trim();
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(value)) return setInvalid(true);
    storedState.set('couponCode', value);
    setCode('');
  };
  const remove = () => {
    storedState.remove('couponId');
    storedState.remove('couponCode');
  };

  return (
    <Box component="section" aria-labelledby="coupon-title" sx={{ mt: 3 }}>
      <Typography id="coupon-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('form.coupon.title')}
      </Typography>
      {held ? (
        <>
          {calculation && coupon ? <HeldCouponBar calculation={calculation} coupon={coupon} /> : null}
          <Button sx={{ mt: 1 }} onClick={remove}>
            {t('form.coupon.remove')}
          </Button>
        </>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}>
          <OutlinedField
            size="small"
            label={t('form.coupon.codeLabel')}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('form.coupon.invalid') : ' '}
            maxLength={32}
          />
          <Button variant="outlined" onClick={apply}>
            {t('form.coupon.apply')}
          </Button>
        </Box>
      )}
      <AvailableCoupons restaurantId={restaurantId} heldCode={heldCode} />
    </Box>
  );
}
