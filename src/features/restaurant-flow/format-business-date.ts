import { LOCALE_MAP, type Language } from '@/domain/language';

/**
 * One formatter per language: building an Intl.DateTimeFormat costs far more than formatting with it (issue 29:
 * 57 % of a 65 ms task of the order form at 4× CPU, `npm run bench:long-tasks`). A business date is a calendar date,
 * read and written in UTC: no time-zone data is loaded for it.
 */
const formats = new Map<Language, Intl.DateTimeFormat>();

function businessDateFormat(language: Language): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_MAP[language], {
      month: 'short',
      day: 'numeric',
      weekday: 'short',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return format;
}

/** A business date (YYYY-MM-DD) as a short local date with weekday, e.g. 11月21日(土) / Sat, Nov 21. */
export function formatBusinessDate(businessDate: string, language: Language): string {
  const date = new Date(`${businessDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return businessDate;
  return businessDateFormat(language).format(date);
}
