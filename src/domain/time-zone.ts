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

// One formatter for every reading: 2-digit fields on a 0–23 clock, whatever the default locale of the device.
const ZONE_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock fields of an instant in Asia/Tokyo (the day changes at local midnight, SPEC 9). */
export function zonedAt(ms: number): ZonedTime {
  const part = Object.fromEntries(ZONE_PARTS.formatToParts(ms).map(({ type, value }) => [type, value]));
  const [year, month, day, hour, minute] = [part.year, part.month, part.day, part.hour, part.minute].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { ms, year, month, day, hour, minute, date: `${part.year}-${part.month}-${part.day}` };
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
