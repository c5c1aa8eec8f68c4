'use client';

import { preloadApiClient } from '@/api/http-client';
import { useYen } from '@/lib/i18n/use-language';
import { useDeferredValue } from 'react';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paymentNotice } from '@/domain/payment-notice';
import { useIsAuthorized } from '@/ui/session/use-authorized';
import { useCart } from '@/features/cart';
import { useCartHydration } from '@/features/cart';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { useLocalized } from '@/lib/i18n/use-language';
import { selectReceiveTimeFromOrderHref } from './checkout-links';
import type { EmptyOrderFormProps } from './EmptyOrderForm';
import { LazyNotice } from './LazyNotice';
import styles from './OrderSections.module.css';
import type { OrderFormFields } from './order-form-fields';
import { OrderFormSections } from './OrderFormSections';
import { OrderFormSkeleton } from './OrderFormSkeleton';
import { OrderFormSummary } from './OrderFormSummary';
import surfaces from '@/ui/controls/surfaces.module.css';
import { PlaceOrderBar } from './PlaceOrderBar';
import { useReceiveText } from './use-receive-text';
import { useCalculation, useConfirmation, useOrderBase } from './use-checkout-data';
import { useOrderBlocker } from './use-order-blocker';
import { useOrderForm } from './use-order-form';
import { useOrderFormPlacing } from './use-order-form-placing';
import { preloadPlacing } from './use-place-order';
import { usePaymentChoice } from './use-payment-choice';

// Issue 29 (ADR 0009): the empty-cart view (an order form reached without a cart) loads only when it is shown.
const EmptyOrderForm = dynamic<EmptyOrderFormProps>(() => import('./EmptyOrderForm').then((m) => m.EmptyOrderForm), {
  ssr: false,
});

// This screen asks for the coupons, the confirmation and the calculation as it opens (issue 15: api/http-client.ts).
preloadApiClient();

/**
 * /restaurants/{restaurantId}/order: the order form (issue 11 item 1), opened ready to order (issue 27 item 3). One
 * react-hook-form (order-form-fields.ts, a resolver over the domain rules) holds contact, method and card.
 */
export function OrderForm({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('checkout');
  const localized = useLocalized();
  const yen = useYen();
  const hydrated = useCartHydration();
  const cart = useCart();
  const authorized = useIsAuthorized();
  const notice = paymentNotice(useSearchParams().get('payment'));
  const cartHere = cart && cart.restaurant.id === restaurantId ? cart : null;
  // Follows the coupon store: the coupon flow (a coupon link to this page) or the coupon section may change it.
  const { base, seatNo } = useOrderBase(cartHere);
  const confirmation = useConfirmation(base, seatNo, restaurantId);

  const form = useOrderForm(confirmation.data?.customer);

  const { offered, savedCards, methodDecided, method } = usePaymentChoice(form, confirmation.data, authorized);
  const calculation = useCalculation(methodDecided ? base : null, method, restaurantId);

  const { submit, busy, lost } = useOrderFormPlacing(form, restaurantId);

  const total = calculation.data?.totalPrice ?? null;
  const { blocker, hintKey, goToMissing } = useOrderBlocker(form, {
    method,
    itemCount: cartHere?.orderItems.length ?? 0,
    totalPrice: total,
    calculating: calculation.isFetching,
    busy,
  });

  // Decision (issue 15, Total Blocking Time): the sections below the summary (lines, coupons, payment, contact, price)
  // first render in a transition once their data is in: React renders them in slices and keeps the page answering
  // taps, instead of one long task on a slow phone. The skeleton stays until they are ready to show.
  const sectionsShown = useDeferredValue(Boolean(confirmation.data));

  const data = confirmation.data;
  const servingKey = cartHere?.servingType === 'eat_in' ? 'eatIn' : 'takeout';
  const receive = useReceiveText(data, restaurantId, servingKey === 'takeout');

  if (hydrated && !cartHere) return <EmptyOrderForm restaurantId={restaurantId} />;

  const price = total === null ? '' : yen(total);
  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-labelledby="page-title"
        aria-busy={!data || undefined}
        // The placing code loads once the customer starts using the form (use-place-order.ts).
        onPointerDownCapture={preloadPlacing}
        onFocusCapture={preloadPlacing}
        onSubmit={(e) => {
          e.preventDefault();
          // Enter in a field while something is missing goes to it, as a tap on the blocked button does.
          if (blocker) return goToMissing();
          void form.handleSubmit((values: OrderFormFields) =>
            submit(values, { base, seatNo, method, calculation, confirmation }),
          )(e);
        }}
      >
        <ShellOptions cart />
        <h1 id="page-title" className={surfaces.title}>
          {t('form.title')}
        </h1>
        {notice ? (
          <div className={styles.spaced}>
            <LazyNotice severity={notice === 'canceled' ? 'info' : 'error'} role="alert">
              {t(`form.notice.${notice}`)}
            </LazyNotice>
          </div>
        ) : null}
        <OrderFormSummary
          restaurantName={
            data ? localized(data.restaurant.name, data.restaurant.nameLanguages) : (cartHere?.restaurant.name ?? '')
          }
          servingType={servingKey}
          receive={receive}
          changeHref={servingKey === 'takeout' ? selectReceiveTimeFromOrderHref(restaurantId) : null}
          seatNo={seatNo}
          total={total}
        />
        {/* Decision (issue 15, CLS ≤ 0.02): until the confirmation arrives, the sections below the
          summary are one skeleton of the screen's height; they appear together with the data: nothing on screen moves. */}
        {sectionsShown && data ? (
          <OrderFormSections
            data={data}
            calculation={calculation.data}
            base={base}
            restaurantId={restaurantId}
            offered={offered}
            savedCards={savedCards}
            canSave={authorized}
            lost={lost}
          />
        ) : (
          <OrderFormSkeleton />
        )}
        <PlaceOrderBar
          blocked={blocker !== null}
          hint={hintKey ? t(hintKey) : null}
          onBlockedTap={goToMissing}
          label={
            busy ? t('form.placing') : lost ? t('form.retry', { total: price }) : t('form.place', { total: price })
          }
        />
      </form>
    </FormProvider>
  );
}
