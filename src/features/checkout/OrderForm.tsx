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
import { orderBlocker, validateOrderForm, type OrderBlocker, type OrderFormValues } from '@/domain/order-form';
import {
  initialPaymentMethod,
  needsCard,
  offeredPaymentMethods,
  type OfferedPaymentMethod,
} from '@/domain/payment-methods';
import { paymentNotice } from '@/domain/payment-return';
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
import { OrderFormSummary } from './OrderFormSummary';
import { PlaceOrderBar } from './PlaceOrderBar';
import { PriceSummary } from './PriceSummary';
import { revealAndFocus } from './reveal-field';
import { useReceiveText } from './use-receive-text';
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

/** The message of what is missing (the field's own error message), or null when no text is needed. */
function blockerMessageKey(blocker: OrderBlocker | null): string | null {
  if (!blocker) return null;
  switch (blocker.kind) {
    case 'paymentMethod':
    case 'calculating':
    case 'zeroTotal':
      return `form.missing.${blocker.kind}`;
    case 'card':
      return `form.card.errors.${blocker.field}.${blocker.key}`;
    case 'contact':
      return `form.contact.errors.${blocker.field}.${blocker.key}`;
    default:
      return null; // busy: the button says so; empty cart: the form is replaced
  }
}

/** /restaurants/{restaurantId}/order: the order form (issue 11 item 1), opened ready to order (issue 27 item 3). */
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

  const cards = useListCreditCards({ query: { enabled: authorized, ...queryOptionsFor('ORDERS') } });
  const savedCards = useMemo(() => (cards.data?.creditCards ?? []).filter((c) => !c.isExpired), [cards.data]);
  const [cardChoice, setCardChoice] = useState<string>(NEW_CARD);
  useEffect(() => {
    const preferred = savedCards.find((c) => c.isDefault) ?? savedCards[0];
    if (preferred) setCardChoice((c) => (c === NEW_CARD ? preferred.cardSeq : c));
  }, [savedCards]);

  // The method the form opens with (the last one used, else one that needs no input: payment-methods.ts) is decided
  // once the offered methods and, for a logged-in customer, the saved cards are known; the customer's own pick wins
  // while it is still offered. The calculation waits for that decision, so it is asked once, with the method.
  const methodDecided = Boolean(confirmation.data) && (!authorized || cards.isFetched);
  const initialMethod = useMemo(
    () => (methodDecided ? initialPaymentMethod(readStoredPaymentMethod(), offered, savedCards.length) : null),
    [methodDecided, offered, savedCards.length],
  );
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const method = picked && offered.some((o) => o.method === picked && !o.loginRequired) ? picked : initialMethod;
  const calculation = useCalculation(methodDecided ? base : null, method, restaurantId);

  const form = useForm<OrderFormValues>({ mode: 'onTouched', defaultValues: readStoredOrderForm() });
  const values = form.watch();
  useEffect(() => {
    const prefill = confirmation.data?.customer;
    if (!prefill) return;
    const current = form.getValues();
    if (!current.name && !current.email && !current.phoneNumber)
      form.reset({ ...current, name: prefill.name, email: prefill.email, phoneNumber: prefill.phoneNumber });
  }, [confirmation.data?.customer, form]);

  const [card, setCard] = useState<NewCardState>(EMPTY_CARD);
  const [cardTouched, setCardTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [tokenError, setTokenError] = useState<{ field: CardField; key: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [systemError, setSystemError] = useState(false);
  const now = useNow();

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
  const cardErrors = newCard ? validateNewCard(card, now) : {};
  const shownCardErrors: Partial<Record<CardField, string>> = {};
  for (const [f, k] of Object.entries(cardErrors)) if (cardTouched[f as CardField]) shownCardErrors[f as CardField] = k;
  if (tokenError) shownCardErrors[tokenError.field] = tokenError.key;
  const total = calculation.data?.totalPrice ?? null;
  const blocker = orderBlocker({
    itemCount: cartHere?.orderItems.length ?? 0,
    totalPrice: total,
    calculating: calculation.isFetching,
    paymentMethodChosen: method !== null,
    cardErrors,
    formErrors: validateOrderForm(values),
    busy,
  });
  const hintKey = blockerMessageKey(blocker);

  /** A tap on the blocked button: to the first missing field, focused and with its message shown. */
  const goToMissing = () => {
    if (blocker?.kind === 'paymentMethod') {
      revealAndFocus(document.querySelector<HTMLElement>('#order-payment input[type="radio"]'));
    } else if (blocker?.kind === 'card') {
      setCardTouched((s) => ({ ...s, [blocker.field]: true }));
      revealAndFocus(document.getElementById(`card-${blocker.field}`));
    } else if (blocker?.kind === 'contact') {
      void form.trigger(blocker.field);
      revealAndFocus(document.querySelector<HTMLElement>(`[name="${blocker.field}"]`));
    }
  };

  const chooseMethod = (o: OfferedPaymentMethod) => {
    if (o.loginRequired) {
      openSharedDialog({ kind: 'login', returnUrl: `/restaurants/${encodeURIComponent(restaurantId)}/order` });
      return;
    }
    setPicked(o.method);
  };

  const submit = () => {
    if (!base || !method || blocker) return;
    setFormError(null);
    setSystemError(false);
    const contact = form.getValues();
    storeOrderForm(contact);
    // The last method used opens the next order form (SPEC 3 paymentMethod).
    storePaymentMethod(method);
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

  const data = confirmation.data;
  const servingKey = cartHere?.servingType === 'eat_in' ? 'eatIn' : 'takeout';
  const receive = useReceiveText(data, restaurantId, servingKey === 'takeout');

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

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="page-title"
      aria-busy={!data || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        // Enter in a field while something is missing goes to it, as a tap on the blocked button does.
        if (blocker) return goToMissing();
        void form.trigger().then(() => submit());
      }}
      sx={{ px: 2, py: 3, pb: 16 }}
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
          <PriceSummary calculation={calculation.data} />
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
          {systemError ? (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {t('form.card.systemError')}
            </Alert>
          ) : null}
          <ContactFields form={form} />
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Link
              component={NextLink}
              href={termsOfSaleHref(restaurantId)}
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
            >
              {t('form.terms')}
            </Link>
          </Typography>
          {formError ? (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {t('form.serverInvalid')}
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
      <PlaceOrderBar
        blocked={blocker !== null}
        hint={hintKey ? t(hintKey) : null}
        onBlockedTap={goToMissing}
        label={
          busy
            ? t('form.placing')
            : phase === 'lost'
              ? t('form.retry', { total: total === null ? '' : yen(total) })
              : t('form.place', { total: total === null ? '' : yen(total) })
        }
      />
    </Box>
  );
}
