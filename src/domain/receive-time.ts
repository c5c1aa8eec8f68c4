import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Default time zone (SPEC 9 "Default time zone Asia/Tokyo"). */
export const TIME_ZONE = 'Asia/Tokyo';

/** A time input: ISO string, epoch ms or Date. */
export type TimeInput = string | number | Date;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function inZone(input: TimeInput | null | undefined) {
  if (input === null || input === undefined || input === '') return null;
  const t = dayjs(input);
  return t.isValid() ? t.tz(TIME_ZONE) : null;
}

function dayNumber(date: string): number {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

// Decision: "derived from the time-zone offset" is read as: the business day is the UTC day, so it changes at the
// local hour where UTC midnight falls, i.e. the offset in whole hours modulo 24 (Asia/Tokyo +09:00 → 9).
/** The local hour at which the business day changes for a UTC offset in minutes (SPEC 9). */
export function dayChangeHourFromOffset(offsetMinutes: number): number {
  return ((Math.floor(offsetMinutes / 60) % 24) + 24) % 24;
}

/** The day-change hour for Asia/Tokyo (no daylight saving, so fixed). */
export const DAY_CHANGE_HOUR = dayChangeHourFromOffset(dayjs.tz('2000-01-01T00:00', TIME_ZONE).utcOffset());

/** Options for business-time formatting. */
export interface BusinessTimeOptions {
  /** The business date (YYYY-MM-DD in Tokyo, or any instant on it) the time belongs to. */
  readonly businessDate?: TimeInput | null;
  readonly dayChangeHour?: number;
}

/** The business date (YYYY-MM-DD) a time belongs to: its Tokyo date, shifted back before the day-change hour. */
export function businessDateOf(input: TimeInput, dayChangeHour: number = DAY_CHANGE_HOUR): string | null {
  return inZone(input)?.subtract(dayChangeHour, 'hour').format('YYYY-MM-DD') ?? null;
}

function toDateOnly(input: TimeInput): string | null {
  return typeof input === 'string' && DATE_ONLY.test(input) ? input : (inZone(input)?.format('YYYY-MM-DD') ?? null);
}

// Decision: with a business date, the hour grows by 24 per calendar day after it (25:30 = 01:30 next day); a time
// on an earlier calendar day shows as plain H:mm. Without one, the business date comes from the day-change hour.
/** Formats a time as 'H:mm' in Asia/Tokyo, past midnight of the business day as 24:xx, 25:xx … (SPEC 9). */
export function formatBusinessTime(
  input: TimeInput | null | undefined,
  options: BusinessTimeOptions = {},
): string | null {
  const t = inZone(input);
  if (!t) return null;
  const dch = options.dayChangeHour ?? DAY_CHANGE_HOUR;
  const business = options.businessDate ? toDateOnly(options.businessDate) : businessDateOf(t.toDate(), dch);
  if (!business) return null;
  const days = Math.max(0, dayNumber(t.format('YYYY-MM-DD')) - dayNumber(business));
  return `${t.hour() + 24 * days}:${t.format('mm')}`;
}

/** A menu summary's receivable range (SPEC 3 "receivableTimeRange (beginTime, endTime)"). */
export interface ReceivableTimeRange {
  readonly beginTime?: string | null;
  readonly endTime?: string | null;
}

// Decision: the range is anchored on the begin time's Tokyo calendar date, so the begin never reads ≥ 24 and an end
// after midnight reads 24:xx+. A range missing either end gives null (nothing shown).
/** Text parts {begin, end} of a receivable time range, e.g. {begin: '17:00', end: '25:00'}. */
export function receivableRangeParts(
  range: ReceivableTimeRange | null | undefined,
): { begin: string; end: string } | null {
  const beginTime = inZone(range?.beginTime);
  if (!beginTime || !range?.endTime) return null;
  const businessDate = beginTime.format('YYYY-MM-DD');
  const end = formatBusinessTime(range.endTime, { businessDate });
  return end ? { begin: beginTime.format('H:mm'), end } : null;
}

/** A later-date availability: the date (M/D and YYYY-MM-DD) and the time (H:mm). */
export interface LaterDate {
  readonly date: string;
  readonly dateIso: string;
  readonly time: string;
}

// Decision: "later date" compares Tokyo calendar dates of the receive time and of now; the time is plain H:mm.
/** The later-date availability of a recentReceiveTime, or null when it is today, past, or missing. */
export function laterDateAvailability(
  recentReceiveTime: TimeInput | null | undefined,
  now: TimeInput,
): LaterDate | null {
  const t = inZone(recentReceiveTime);
  const today = inZone(now);
  if (!t || !today || t.format('YYYY-MM-DD') <= today.format('YYYY-MM-DD')) return null;
  return { date: t.format('M/D'), dateIso: t.format('YYYY-MM-DD'), time: t.format('H:mm') };
}

/** What a menu tile shows under its name (SPEC 2 Menu-book popup). */
export type MenuTileTime =
  { kind: 'range'; begin: string; end: string } | ({ kind: 'laterDate' } & LaterDate) | { kind: 'none' };

// Decision: a later-date recentReceiveTime wins over the range (the menu cannot be had today); no range → nothing.
/** The tile's time note: a receivable range, a later-date time, or nothing when unrestricted. */
export function menuTileTime(
  summary: { recentReceiveTime?: string | null; receivableTimeRange?: ReceivableTimeRange | null },
  now: TimeInput,
): MenuTileTime {
  const later = laterDateAvailability(summary.recentReceiveTime, now);
  if (later) return { kind: 'laterDate', ...later };
  const range = receivableRangeParts(summary.receivableTimeRange);
  return range ? { kind: 'range', ...range } : { kind: 'none' };
}

// Decision: requests carry the UTC ISO form with milliseconds and 'Z' (Date.toISOString); invalid input → null.
/** The ISO date string a request sends for a receive time (SPEC 7). */
export function toRequestIso(input: TimeInput | null | undefined): string | null {
  return inZone(input)?.toISOString() ?? null;
}
