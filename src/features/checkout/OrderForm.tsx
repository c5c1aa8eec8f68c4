'use client';

import { preloadApiClient } from '@/api/http-client';
import { useYen } from '@/lib/i18n/use-language';
import { useNow } from '@/lib/use-now';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListCreditCards } from '@/api/generated/endpoints/payments/payments';
import { validateNewCard, type CardField, type CardTokenErrorTarget } from '@/domain/card-token';
import { cardExpiryYears } from '@/domain/forms';
import { canPlaceOrder, validateOrderForm, type OrderFormValues } from '@/domain/order-form';
import {
  initialPaymentMethod,
  needsCard,
  offeredPaymentMethods,
  type OfferedPaymentMethod,
} from '@/domain/payment-methods';
import { paymentNotice } from '@/domain/payment-return';
import { formatBusinessTime } from '@/domain/receive-time';
import type { PaymentMethod } from '@/domain/storage-keys';
import { useIsAuthorized } from '@/ui/session/use-authorized';
import { useCart } from '@/features/cart';
import { useCartHydration } from '@/features/cart';

import { openSharedDialog } from '@/ui/feedback/dialogs-store';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { useLocalized } from '@/lib/i18n/use-language';
import { queryOptionsFor } from '@/lib/query-client';
import type { NewCardState } from './CardFields';
import { readStoredOrderForm, readStoredPaymentMethod, storeOrderForm, storePaymentMethod } from './checkout-storage';
import { selectReceiveTimeFromOrderHref, termsOfSaleHref } from './checkout-links';
import { ContactFields } from './ContactFields';
import { CouponSection } from './CouponSection';
import { useAvailableCoupons, useHeldCouponVersion } from '@/features/coupons';
import { OrderLines } from './OrderLines';
import { NEW_CARD, PaymentSection } from './PaymentSection';
import { OrderFormSkeleton } from './OrderFormSkeleton';
import { PriceSummary } from './PriceSummary';
import { useCalculation, useConfirmation, useOrderBase } from './use-checkout-data';
import { usePlaceOrder, type CardChoice } from './use-place-order';

// This screen asks for the coupons, the confirmation and the calculation as it opens (issue 15: api/http-client.ts).
preloadApiClient();

const EMPTY_CARD: NewCardState = {
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  securityCode: '',
  holderName: '',
  saveCard: false,
};
const TOKEN_FIELDS: readonly CardTokenErrorTarget[] = ['cardNumber', 'expiry', 'securityCode', 'holderName'];

/** /restaurants/{restaurantId}/order: the order form (issue 11 item 1). */
export function OrderForm({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('checkout');
  const localized = useLocalized();
  const yen = useYen();
  const hydrated = useCartHydration();
  const cart = useCart();
  const authorized = useIsAuthorized();
  const notice = paymentNotice(useSearchParams().get('payment'));
  const [couponVersion, setCouponVersion] = useState(0);
  const cartHere = cart && cart.restaurant.id === restaurantId ? cart : null;
  // The coupon flow (a coupon link to this page) may store or remove the coupon after the form read it.
  const heldVersion = useHeldCouponVersion();
  const { base, seatNo } = useOrderBase(cartHere, couponVersion + heldVersion);
  const confirmation = useConfirmation(base, seatNo, restaurantId);
  // The coupon list shows above the payment and contact sections: they wait for it too (CLS; a failure counts as in).
  const couponList = useAvailableCoupons(restaurantId);
  const offered = useMemo(
    () =>
      confirmation.data
        ? offeredPaymentMethods({
            available: confirmation.data.availablePaymentMethods,
            onsiteSetting: confirmation.data.onsitePaymentSetting,
            isGuest: !authorized,
          })
        : [],
    [confirmation.data, authorized],
  );
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [methodTouched, setMethodTouched] = useState(false);
  useEffect(() => {
    if (!methodTouched && offered.length > 0) setMethod(initialPaymentMethod(readStoredPaymentMethod(), offered));
  }, [offered, methodTouched]);
  const calculation = useCalculation(base, method, restaurantId);

  const form = useForm<OrderFormValues>({ mode: 'onTouched', defaultValues: readStoredOrderForm() });
  const values = form.watch();
  useEffect(() => {
    const prefill = confirmation.data?.customer;
    if (!prefill) return;
    const current = form.getValues();
    if (!current.name && !current.email && !current.phoneNumber)
      form.reset({ ...current, name: prefill.name, email: prefill.email, phoneNumber: prefill.phoneNumber });
  }, [confirmation.data?.customer, form]);

  const cards = useListCreditCards({ query: { enabled: authorized, ...queryOptionsFor('ORDERS') } });
  const savedCards = useMemo(() => (cards.data?.creditCards ?? []).filter((c) => !c.isExpired), [cards.data]);
  const [cardChoice, setCardChoice] = useState<string>(NEW_CARD);
  useEffect(() => {
    const preferred = savedCards.find((c) => c.isDefault) ?? savedCards[0];
    if (preferred) setCardChoice((c) => (c === NEW_CARD ? preferred.cardSeq : c));
  }, [savedCards]);
  const [card, setCard] = useState<NewCardState>(EMPTY_CARD);
  const [cardTouched, setCardTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [tokenError, setTokenError] = useState<{ field: CardField; key: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [systemError, setSystemError] = useState(false);
  const now = useNow();
  const years = useMemo(() => cardExpiryYears(now), [now]);

  const onFieldError = useCallback(
    (field: keyof OrderFormValues | 'form', code: string) => {
      if (field === 'form') setFormError(code);
      else form.setError(field, { type: 'server', message: 'server' }, { shouldFocus: true });
    },
    [form],
  );
  const onCardError = useCallback((target: CardTokenErrorTarget) => {
    if ((TOKEN_FIELDS as readonly string[]).includes(target))
      setTokenError({ field: target as CardField, key: 'token' });
    else setSystemError(true);
  }, []);
  const handlers = useMemo(() => ({ onFieldError, onCardError }), [onFieldError, onCardError]);
  const { place, phase, busy } = usePlaceOrder(restaurantId, handlers);

  const usingCard = Boolean(method && needsCard(method));
  const newCard = usingCard && cardChoice === NEW_CARD;
  const cardErrors = newCard ? validateNewCard(card, years) : {};
  const shownCardErrors: Partial<Record<CardField, string>> = {};
  for (const [f, k] of Object.entries(cardErrors)) if (cardTouched[f as CardField]) shownCardErrors[f as CardField] = k;
  if (tokenError) shownCardErrors[tokenError.field] = tokenError.key;
  const formValid = Object.keys(validateOrderForm(values)).length === 0;
  const total = calculation.data?.totalPrice ?? null;
  const enabled =
    canPlaceOrder({
      itemCount: cartHere?.orderItems.length ?? 0,
      totalPrice: total,
      paymentMethodChosen: method !== null,
      formValid,
      cardReady: !usingCard || (newCard ? Object.keys(cardErrors).length === 0 : Boolean(cardChoice)),
      busy,
    }) && !calculation.isFetching;

  const chooseMethod = (o: OfferedPaymentMethod) => {
    if (o.loginRequired) {
      openSharedDialog({ kind: 'login', returnUrl: `/restaurants/${encodeURIComponent(restaurantId)}/order` });
      return;
    }
    setMethodTouched(true);
    setMethod(o.method);
    storePaymentMethod(o.method);
  };

  const submit = () => {
    if (!base || !method || !enabled) return;
    setFormError(null);
    setSystemError(false);
    const contact = form.getValues();
    storeOrderForm(contact);
    const choice: CardChoice | null = !usingCard
      ? null
      : newCard
        ? { kind: 'new', ...card }
        : { kind: 'saved', cardSeq: cardChoice };
    void place({ base, seatNo, paymentMethod: method, card: choice, contact });
  };

  // Decision (issue 15, Total Blocking Time): the sections below the summary (lines, coupons, payment, contact, price)
  // first render in a transition once their data is in: React renders them in slices and keeps the page answering
  // taps, instead of one long task on a slow phone. The skeleton stays until they are ready to show.
  const sectionsShown = useDeferredValue(Boolean(confirmation.data) && !couponList.isLoading);

  if (hydrated && !cartHere) {
    return (
      <Box component="section" aria-labelledby="page-title" sx={{ px: 2, py: 3 }}>
        <ShellOptions cart />
        <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {t('form.title')}
        </Typography>
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('form.emptyCart')}
        </Alert>
        <Button component={NextLink} href={`/restaurants/${encodeURIComponent(restaurantId)}/menus`} sx={{ mt: 2 }}>
          {t('form.toMenus')}
        </Button>
      </Box>
    );
  }

  const data = confirmation.data;
  const receive = data
    ? data.isImmediateOrder
      ? t('form.receive.now', { time: formatBusinessTime(data.receiveTime) ?? '' })
      : (formatBusinessTime(data.receiveTime) ?? '')
    : '';
  const servingKey = cartHere?.servingType === 'eat_in' ? 'eatIn' : 'takeout';

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="page-title"
      aria-busy={!data || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void form.trigger().then(() => submit());
      }}
      sx={{ px: 2, py: 3, pb: 12 }}
    >
      <ShellOptions cart />
      <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {t('form.title')}
      </Typography>
      {notice ? (
        <Alert severity={notice === 'canceled' ? 'info' : 'error'} sx={{ mt: 2 }}>
          {t(`form.notice.${notice}`)}
        </Alert>
      ) : null}
      <Box component="dl" sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="dt" color="text.secondary">
          {t('form.restaurant')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, minHeight: '1.5em' }}>
          {data ? localized(data.restaurant.name, data.restaurant.nameLanguages) : (cartHere?.restaurant.name ?? '')}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('form.servingType')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {t(`servingType.${servingKey}`)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('form.receive.label')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, minHeight: '1.5em' }}>
          {receive}{' '}
          {servingKey === 'takeout' ? (
            <Link component={NextLink} href={selectReceiveTimeFromOrderHref(restaurantId)}>
              {t('form.receive.change')}
            </Link>
          ) : null}
        </Typography>
        {seatNo ? (
          <>
            <Typography component="dt" color="text.secondary">
              {t('form.seat')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {seatNo}
            </Typography>
          </>
        ) : null}
      </Box>
      {/* Decision (issue 15, CLS ≤ 0.02): until the confirmation and the coupon list arrive, the sections below the
          summary are one skeleton of the screen's height; they appear together with the data: nothing on screen moves. */}
      {sectionsShown && data ? (
        <>
          <OrderLines items={data.items} optionItems={data.optionItems} />
          <CouponSection
            calculation={calculation.data}
            held={Boolean(base?.couponId || base?.couponCode)}
            heldCode={base?.couponCode ?? null}
            restaurantId={restaurantId}
            onChange={() => setCouponVersion((v) => v + 1)}
          />
          <PaymentSection
            offered={offered}
            value={method}
            onChange={chooseMethod}
            savedCards={savedCards}
            cardChoice={cardChoice}
            onCardChoice={(v) => {
              setCardChoice(v);
              setTokenError(null);
            }}
            cardProps={{
              value: card,
              onChange: (next) => {
                setCard(next);
                setTokenError(null);
              },
              errors: shownCardErrors,
              onBlur: (f) => setCardTouched((s) => ({ ...s, [f]: true })),
              canSave: authorized,
              now,
            }}
          />
          <ContactFields form={form} />
          <PriceSummary calculation={calculation.data} />
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Link component={NextLink} href={termsOfSaleHref(restaurantId)}>
              {t('form.terms')}
            </Link>
          </Typography>
          {formError ? (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {t('form.serverInvalid')}
            </Alert>
          ) : null}
          {systemError ? (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {t('form.card.systemError')}
            </Alert>
          ) : null}
          {phase === 'lost' ? (
            <Alert severity="warning" sx={{ mt: 2 }} role="alert">
              {t('form.lost')}
            </Alert>
          ) : null}
        </>
      ) : (
        <OrderFormSkeleton />
      )}
      <Box sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, p: 2, bgcolor: 'background.paper', boxShadow: 3 }}>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!enabled}>
          {busy
            ? t('form.placing')
            : phase === 'lost'
              ? t('form.retry', { total: total === null ? '' : yen(total) })
              : t('form.place', { total: total === null ? '' : yen(total) })}
        </Button>
      </Box>
    </Box>
  );
}
