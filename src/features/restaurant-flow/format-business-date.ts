import { LOCALE_MAP, type Language } from '@/domain/language';
import { TIME_ZONE } from '@/domain/time-zone';

/** A business date (YYYY-MM-DD) as a short local date with weekday, e.g. 11月21日(土) / Sat, Nov 21. */
export function formatBusinessDate(businessDate: string, language: Language): string {
  const date = new Date(`${businessDate}T12:00:00+09:00`);
  if (Number.isNaN(date.getTime())) return businessDate;
  return new Intl.DateTimeFormat(LOCALE_MAP[language], {
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    timeZone: TIME_ZONE,
  }).format(date);
}
