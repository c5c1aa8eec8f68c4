import { toRequestIso } from './instant';
import { clockOf, TIME_ZONE, zoned as inZone, type TimeInput } from './time-zone';

// The times are read with the browser's Intl (time-zone.ts), not dayjs and its time-zone plugins (issue 29).
export { TIME_ZONE, toRequestIso, type TimeInput };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

// Decision (issue 27 item 1): "the day changes at local midnight of the zone. The offset tells where that midnight
// falls; nothing more is read into it." SPEC 9's "The day-change hour is derived from the time-zone offset" so gives
// hour 0 of Asia/Tokyo (+09:00: 15:00 UTC): a time's date is its calendar date in the zone, and no other day-change
// hour is kept. "A time reads on its own calendar date."
/** The calendar date (YYYY-MM-DD) of a time in Asia/Tokyo: the day changes at local midnight (SPEC 9). */
export function calendarDateOf(input: TimeInput | null | undefined): string | null {
  return inZone(input)?.date ?? null;
}

/** Options for business-time formatting. */
export interface BusinessTimeOptions {
  /**
   * The date (YYYY-MM-DD in Tokyo, or any instant on it) of a window that began before midnight and holds the time;
   * without it the time reads on its own calendar date.
   */
  readonly businessDate?: TimeInput | null;
}

function toDateOnly(input: TimeInput): string | null {
  return typeof input === 'string' && DATE_ONLY.test(input) ? input : calendarDateOf(input);
}

// Decision: "Hours 24 and above (SPEC 9) appear only for a time inside a menu window that began before midnight":
// with a business date (that window's date) the hour grows by 24 per calendar day after it (25:30 = 01:30 the next
// day); a time on an earlier calendar day shows as plain H:mm. Without one the time reads plain H:mm on its own
// calendar date, never 24 or above.
/** Formats a time as 'H:mm' in Asia/Tokyo; past the midnight of a given business date as 24:xx, 25:xx … (SPEC 9). */
export function formatBusinessTime(
  input: TimeInput | null | undefined,
  options: BusinessTimeOptions = {},
): string | null {
  const t = inZone(input);
  if (!t) return null;
  const business = options.businessDate ? toDateOnly(options.businessDate) : t.date;
  if (!business) return null;
  const days = Math.max(0, dayNumber(t.date) - dayNumber(business));
  return clockOf(t, 24 * days);
}

/** A window a time may be read in: a menu's receivable range or a receive window (SPEC 3 receivableTimeRange). */
export type TimeWindow = ReceivableTimeRange | null | undefined;

/** A readable window: its instants (epoch ms) and the calendar date it began on. */
interface HeldWindow {
  readonly begin: number;
  readonly end: number;
  readonly date: string;
}

function heldWindows(windows: readonly TimeWindow[]): HeldWindow[] {
  return windows.flatMap((window) => {
    const begin = inZone(window?.beginTime);
    const end = inZone(window?.endTime);
    return begin && end ? [{ begin: begin.ms, end: end.ms, date: begin.date }] : [];
  });
}

function lateNightDate(ms: number, own: string, windows: readonly HeldWindow[]): string | null {
  let late: string | null = null;
  for (const window of windows) {
    if (ms < window.begin || ms > window.end) continue;
    if (window.date >= own) return null;
    if (late === null || window.date > late) late = window.date;
  }
  return late;
}

/** A time as it reads: its date (YYYY-MM-DD) and 'H:mm' (24:xx past the midnight of that date). */
export interface TimeReading {
  readonly date: string;
  readonly time: string;
}

// Decision: a window holds a time when begin ≤ time ≤ end (both ends included, as the receive slots are); it "began
// before midnight" when its begin lies on an earlier calendar date than the time. When windows of two dates hold the
// same time, the time's own date wins: a window that began on the time's date (at or after its midnight) keeps it on
// that date, so 24:xx is read only when every window holding the time began on an earlier date; among those the latest
// date wins (the smallest hour, e.g. 24:30 rather than 48:30). Unreadable windows hold nothing.
/**
 * A reader of times against a set of windows (read once, for the many receive slots): a time reads on its own calendar
 * date as H:mm, or, inside a window that began before midnight, on that window's date as 24:xx (issue 27).
 */
export function timeReader(
  windows: readonly TimeWindow[] = [],
): (input: TimeInput | null | undefined) => TimeReading | null {
  const held = heldWindows(windows);
  return (input) => {
    const t = inZone(input);
    if (!t) return null;
    const date = lateNightDate(t.ms, t.date, held) ?? t.date;
    return { date, time: clockOf(t, 24 * (dayNumber(t.date) - dayNumber(date))) };
  };
}

/** How one time reads against the windows (see timeReader); without windows, on its own calendar date. */
export function readTime(input: TimeInput | null | undefined, windows: readonly TimeWindow[] = []): TimeReading | null {
  return timeReader(windows)(input);
}

/** 'M/D' of a YYYY-MM-DD date. */
export function monthDayOf(date: string): string {
  const [, month = '', day = ''] = date.split('-');
  return `${Number(month)}/${Number(day)}`;
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
  const end = formatBusinessTime(range.endTime, { businessDate: beginTime.date });
  return end ? { begin: clockOf(beginTime), end } : null;
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
  if (!t || !today || t.date <= today.date) return null;
  return { date: `${t.month}/${t.day}`, dateIso: t.date, time: clockOf(t) };
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
