'use client';

import { useId, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import type { OrderCalculation } from '@/api/generated/models';
import { storedState } from '@/lib/stored-state';
import { buttonLook } from '@/ui/controls/button-look';
import { OutlinedField } from '@/ui/controls/OutlinedField';
import { PathIcon } from '@/ui/controls/PathIcon';
import { LazyAvailableCoupons, preloadAvailableCoupons } from '@/features/coupons';
import type { HeldCouponBarProps } from './HeldCouponBar';
import styles from './OrderSections.module.css';

// Material's ExpandMore as an inline path (ADR 0026).
const EXPAND_MORE = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

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
    <section aria-labelledby="coupon-title" className={styles.section}>
      <h2 id="coupon-title" className={styles.sectionTitle}>
        {t('form.coupon.title')}
      </h2>
      {held ? (
        <>
          {/* Decision: the remove button comes before the held coupon's bar, which appears once the calculation and
              its chunk are in: placed after it, the button moved down under a finger about to tap it. */}
          <button type="button" className={buttonLook({}, styles.removeCoupon)} onClick={remove}>
            {t('form.coupon.remove')}
          </button>
          {calculation && coupon ? <HeldCouponBar calculation={calculation} coupon={coupon} /> : null}
        </>
      ) : (
        <div className={styles.codeRow}>
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
          <button type="button" className={buttonLook({ variant: 'outlined' })} onClick={apply}>
            {t('form.coupon.apply')}
          </button>
        </div>
      )}
      <RestaurantCoupons restaurantId={restaurantId} heldCode={heldCode} />
    </section>
  );
}

// Decision (issue 29, first-load JS): the order form's list of the restaurant's coupons is a disclosure, closed as
// the form opens: its title is a button (aria-expanded) and the list, its code and its call (GET
// /v1/pricing/coupon/available) load when it is opened (the code already on a touch or focus of the button). Most
// orders hold no coupon, and the form no longer waits for the list to show its sections (the closed disclosure has a
// fixed height: nothing moves when the list arrives, as it only arrives after a tap).
/** この店舗で使えるクーポン: a button that opens the restaurant's coupons (usable ones with 使う) under it. */
function RestaurantCoupons({ restaurantId, heldCode }: { restaurantId: string; heldCode: string | null }) {
  const { t } = useTranslation('coupons');
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const regionId = useId();
  return (
    <>
      <h3 className={styles.disclosureTitle}>
        <button
          type="button"
          id={buttonId}
          className={buttonLook({ fullWidth: true, color: 'inherit' }, styles.disclosureButton)}
          aria-expanded={open}
          aria-controls={regionId}
          onPointerDown={preloadAvailableCoupons}
          onFocus={preloadAvailableCoupons}
          onClick={() => setOpen((was) => !was)}
        >
          {t('available.title')}
          <span className={`${styles.expandIcon} ${open ? styles.expanded : ''}`}>
            <PathIcon d={EXPAND_MORE} />
          </span>
        </button>
      </h3>
      <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {open ? <LazyAvailableCoupons restaurantId={restaurantId} heldCode={heldCode} showTitle={false} /> : null}
      </div>
    </>
  );
}
