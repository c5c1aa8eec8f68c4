'use client';

import { useTranslation } from 'react-i18next';
import { calendarDateOf, readTime } from '@/domain/receive-time';
import { relativeBusinessDay } from '@/domain/receive-time-slots';
import { useLanguage } from '@/lib/i18n/use-language';
import { useNow } from '@/lib/use-now';
import { formatBusinessDate } from '@/domain/business-date';
import { useReceiveWindows } from '@/features/restaurant-flow';

/** What the confirmation says of the receive time. */
export interface ConfirmedReceive {
  readonly receiveTime: string;
  readonly isImmediateOrder: boolean;
}

// Decision (issue 27 items 1 and 3): the order form's receive time reads with its date, as the picker and the menus
// read it (receive-time.ts readTime): a chosen takeout time against the restaurant's receive windows (24:30 inside a
// late-night window begun before midnight, on that window's date), "now" (its estimate) on its own calendar date; the
// date is named today / tomorrow against the calendar date of now (the day changes at local midnight), e.g.
// 今すぐ(目安 今日 11月21日(土) 22:15) or 今日 11月21日(土) 24:30. Until the windows are in, nothing is shown (the line keeps
// its height), so a time is never read one way and then another.
/** The receive time of the confirmation as the order form shows it, or '' while it cannot be read yet. */
export function useReceiveText(
  confirmed: ConfirmedReceive | null | undefined,
  restaurantId: string,
  takeout: boolean,
): string {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const now = useNow();
  const chosen = Boolean(confirmed && takeout && !confirmed.isImmediateOrder);
  const { windows, settled } = useReceiveWindows(restaurantId, chosen);
  if (!confirmed || !settled) return '';
  const reading = readTime(confirmed.receiveTime, chosen ? windows : []);
  if (!reading) return '';
  const date = formatBusinessDate(reading.date, language);
  const relative = relativeBusinessDay(reading.date, calendarDateOf(now));
  const day = relative === 'date' ? date : t(`form.receive.${relative}`, { date });
  return t(confirmed.isImmediateOrder ? 'form.receive.nowAt' : 'form.receive.at', { day, time: reading.time });
}
