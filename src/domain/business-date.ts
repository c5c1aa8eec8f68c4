import type { Language } from './language';

// Decision (issue 29): a business date is written from CLDR's short month and weekday names for the four locales of
// LOCALE_MAP, in the patterns Intl.DateTimeFormat gives for { month: 'short', day: 'numeric', weekday: 'short' }.
// Building that formatter cost 35 ms of one blocking task of the order form at 4× CPU (`npm run bench:long-tasks`:
// its locale data is loaded on first use); the test holds this table equal to Intl's output for every day of two
// years in each language.
const WEEKDAYS: Readonly<Record<Language, readonly string[]>> = {
  ja: ['日', '月', '火', '水', '木', '金', '土'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  'zh-cn': ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  'zh-tw': ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
};
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A business date (YYYY-MM-DD, a calendar date: the same day on every device clock) as a short date with weekday in
 * the customer's language (SPEC 4), e.g. 11月21日(土) / Sat, Nov 21 / 11月21日周六 / 11月21日週六. A string that is
 * not a calendar date is given back as it came.
 */
export function formatBusinessDate(businessDate: string, language: Language): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(businessDate);
  if (!parts) return businessDate;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return businessDate;
  const weekday = WEEKDAYS[language][date.getUTCDay()];
  if (language === 'en') return `${weekday}, ${EN_MONTHS[month - 1]} ${day}`;
  if (language === 'ja') return `${month}月${day}日(${weekday})`;
  return `${month}月${day}日${weekday}`;
}
