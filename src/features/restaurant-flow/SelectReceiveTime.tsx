'use client';

import { preloadApiClient } from '@/api/http-client';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { flowReturnPath, RETURN_TO_PARAM } from '@/domain/flow-return';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/api-error';
import { useListReceiveTimes } from '@/api/generated/endpoints/restaurants/restaurants';
import {
  initialReceiveTimeChoice,
  findSlot,
  receiveTimeSlots,
  relativeBusinessDay,
  toSelectReceiveTimes,
  type ReceiveTimeChoice,
} from '@/domain/receive-time-slots';
import { calendarDateOf } from '@/domain/receive-time';
import { immediateReadyTime } from '@/domain/ready-estimate';
import { menusHref } from '@/domain/restaurant-flow';
import { OutlinedField } from '@/ui/controls/OutlinedField';
import { ApiErrorView } from '@/ui/errors/ApiErrorView';
import { Notice } from '@/ui/restaurant/Notice';
import { useLanguage, useLocalized } from '@/lib/i18n/use-language';
import { queryOptionsFor } from '@/lib/query-client';
import { useNow } from '@/lib/use-now';
import { RadioOption } from '@/ui/controls/RadioOption';
import { FlowPage } from './FlowPage';
import { formatBusinessDate } from '@/domain/business-date';
import { ReceiveTimeWindows } from './ReceiveTimeWindows';
import { storeReceiveTimes, useReceiveTime } from './use-receive-time';
import { readStoredServingType, storeServingType } from './use-serving-type';
import { useRestaurant } from './use-restaurant';
import styles from './SelectReceiveTime.module.css';
import { buttonLook } from '@/ui/controls/button-look';

// This screen asks for the receive times as it opens (issue 15: api/http-client.ts).
preloadApiClient();

// Decision: confirming keeps the stored serving type; without one it stores takeout (a receive time is a takeout
// choice), then goes to the menus with eating_location.
// Decision: "now" shows the estimated ready time when the receive-times answer carries immediate_ready_minutes (a
// contract design decision, issue 16 item 12) as part of its label, so the radio's name says it; without the field
// the label keeps its spec wording.
/** /restaurants/{id}/select_receivetime: "now" or a time from the receive-times call; stores selectReceiveTimes. */
export function SelectReceiveTime({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('restaurants');
  const localized = useLocalized();
  const { language } = useLanguage();
  const router = useRouter();
  const searchParams = useSearchParams();
  const restaurant = useRestaurant(restaurantId);
  const query = useListReceiveTimes(restaurantId, {
    query: { enabled: Boolean(restaurantId), ...queryOptionsFor('RECEIVE_TIMES') },
  });
  const [stored] = useReceiveTime();
  const [picked, setChoice] = useState<ReceiveTimeChoice | null>(null);
  const radioName = useId();
  const groups = useMemo(() => receiveTimeSlots(query.data), [query.data]);
  const now = useNow();
  // Today is the calendar date of now: the day changes at local midnight (issue 27), so at 7:00 a 7:15 slot is today's.
  const today = calendarDateOf(now);
  const readyTime = immediateReadyTime(query.data, now);
  /** A slot group's date as the picker names it: today / tomorrow / the date (issue 16 item 12). */
  const dayName = (businessDate: string) =>
    t(`receiveTime.day.${relativeBusinessDay(businessDate, today)}`, {
      date: formatBusinessDate(businessDate, language),
    });
  // Until the customer picks, the choice is derived from what is stored and what the server offers.
  const choice = picked ?? (query.data && stored !== undefined ? initialReceiveTimeChoice(stored, query.data) : null);

  if (query.isError) return <ApiErrorView endpoint="listReceiveTimes" code={toApiFailure(query.error).code} />;

  const data = query.data;
  const value = choice ? toSelectReceiveTimes(choice, data) : null;
  const canNow = Boolean(data?.isImmediateOrderAvailable);
  const hasSlots = groups.length > 0;
  const chosenSlot = choice?.kind === 'time' ? findSlot(groups, choice.iso) : null;
  const pick = (event: ChangeEvent<HTMLInputElement>) =>
    setChoice(event.target.value === 'now' ? { kind: 'now' } : { kind: 'time', iso: groups[0]?.slots[0]?.iso ?? null });

  const confirm = () => {
    if (!value) return;
    storeReceiveTimes(value);
    const servingType = readStoredServingType() ?? 'takeout';
    storeServingType(servingType);
    // Decision: reached from the order form (`?from=order`: its "change" link or the out-of-time dialog), the choice
    // goes back to the order form; reached from an item page's guard, back to that item (flowReturnPath).
    const fromOrder = searchParams.get('from') === 'order';
    router.push(
      fromOrder
        ? `/restaurants/${encodeURIComponent(restaurantId)}/order`
        : (flowReturnPath(searchParams.get(RETURN_TO_PARAM), restaurantId) ?? menusHref(restaurantId, servingType)),
    );
  };

  return (
    <FlowPage
      title={t('receiveTime.title')}
      restaurantName={restaurant.data ? localized(restaurant.data.name, restaurant.data.nameLanguages) : null}
      loading={query.isPending || (choice === null && (canNow || hasSlots))}
    >
      {!canNow && !hasSlots ? (
        <Notice severity="info" role="alert">
          {t('receiveTime.noSlots')}
        </Notice>
      ) : null}
      <fieldset className={styles.choice}>
        <legend className={styles.legend}>{t('receiveTime.choiceLabel')}</legend>
        <div className={styles.options}>
          <RadioOption
            name={radioName}
            value="now"
            checked={choice?.kind === 'now'}
            disabled={!canNow}
            onChange={pick}
            label={readyTime ? t('receiveTime.nowReady', { time: readyTime }) : t('receiveTime.now')}
          />
          <RadioOption
            name={radioName}
            value="time"
            checked={choice?.kind === 'time'}
            disabled={!hasSlots}
            onChange={pick}
            label={t('receiveTime.specify')}
          />
        </div>
      </fieldset>
      {choice?.kind === 'time' && hasSlots ? (
        <>
          <OutlinedField
            select
            label={t('receiveTime.timeLabel')}
            value={choice.iso ?? ''}
            onChange={(event) => setChoice({ kind: 'time', iso: event.target.value })}
            fullWidth
            style={{ marginTop: 16 }}
          >
            {groups.map((group) => (
              <optgroup key={group.businessDate} label={dayName(group.businessDate)}>
                {group.slots.map((slot) => (
                  <option key={slot.iso} value={slot.iso}>
                    {slot.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </OutlinedField>
          {chosenSlot ? (
            <p className={styles.chosen} aria-live="polite">
              {t('receiveTime.chosenSlot', { day: dayName(chosenSlot.businessDate), time: chosenSlot.label })}
            </p>
          ) : null}
          <p className={styles.note}>{t('receiveTime.pastMidnightNote')}</p>
        </>
      ) : null}
      <button
        type="button"
        className={buttonLook({ variant: 'contained', size: 'large', fullWidth: true, marginTop: 3 })}
        disabled={!value}
        onClick={confirm}
      >
        {t('receiveTime.confirm')}
      </button>
      <ReceiveTimeWindows windows={data?.receiveTimes ?? []} />
    </FlowPage>
  );
}
