import { instantOf, type TimeInput } from './instant';

export { instantOf, type TimeInput };

/** Default time zone (SPEC 9 "Default time zone Asia/Tokyo"). */
export const TIME_ZONE = 'Asia/Tokyo';

/** A time read alone: its calendar date (YYYY-MM-DD) in Asia/Tokyo and 'H:mm'. */
export interface InstantReading {
  readonly date: string;
  readonly time: string;
}

/** An instant and its wall-clock fields in Asia/Tokyo (month 1–12, hour 0–23). */
export interface ZonedTime {
  readonly ms: number;
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  /** The calendar date, YYYY-MM-DD. */
  readonly date: string;
}

/** Asia/Tokyo's offset from UTC, in minutes: +09:00 all year (Japan keeps no daylight saving time since 1951). */
export const TIME_ZONE_OFFSET_MINUTES = 540;

const pad2 = (n: number): string => String(n).padStart(2, '0');

// Decision (issue 29): SPEC 9 "The day-change hour is derived from the time-zone offset": the wall clock of
// Asia/Tokyo is the instant moved by its fixed offset, read on the UTC calendar. No Intl formatter: building one with a
// time zone made the first page load 6–14 ms busier (npm run bench:cpu-sources), and the zone has one offset.
// time-zone.test.ts checks it against dayjs's time-zone plugin (the IANA database) over three days across a year end.
/** The wall-clock fields of an instant in Asia/Tokyo (the day changes at local midnight, SPEC 9). */
export function zonedAt(ms: number): ZonedTime {
  const wall = new Date(ms + TIME_ZONE_OFFSET_MINUTES * 60_000);
  const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()];
  const date = `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
  return { ms, year, month, day, hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), date };
}

/** A time input's wall-clock fields in Asia/Tokyo, or null when it is nothing or unreadable. */
export function zoned(input: TimeInput | null | undefined): ZonedTime | null {
  const ms = instantOf(input);
  return ms === null ? null : zonedAt(ms);
}

/** 'H:mm' of a zoned time (0:05, 23:59: a plain clock, never 24 or above). */
export function clockOf(time: Pick<ZonedTime, 'hour' | 'minute'>, extraHours = 0): string {
  return `${time.hour + extraHours}:${String(time.minute).padStart(2, '0')}`;
}

/**
 * An instant (ISO date-time with its offset, epoch ms or Date) read alone, on its own calendar date in Asia/Tokyo
 * (issue 27: "A time reads on its own calendar date"; the day changes at local midnight, SPEC 9). Null for nothing or
 * an unreadable input.
 */
export function readInstant(input: TimeInput | null | undefined): InstantReading | null {
  const time = zoned(input);
  return time && { date: time.date, time: clockOf(time) };
}
