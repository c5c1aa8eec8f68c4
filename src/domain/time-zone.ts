/** Default time zone (SPEC 9 "Default time zone Asia/Tokyo"). */
export const TIME_ZONE = 'Asia/Tokyo';

/** A time input: ISO string, epoch ms or Date. */
export type TimeInput = string | number | Date;

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

// A date-time without an offset, read on the device's clock (as dayjs, which the time rules used before, reads it).
const LOCAL_DATE_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * The instant (epoch ms) of a time input, or null for nothing or an unreadable input. A string with an offset (or Z)
 * is read by the platform; one without is a wall-clock time on the device's clock, a date alone its midnight.
 */
export function instantOf(input: TimeInput | null | undefined): number | null {
  if (input === null || input === undefined || input === '') return null;
  let ms: number;
  if (typeof input === 'string') {
    const local = /z$/i.test(input) ? null : LOCAL_DATE_TIME.exec(input);
    ms = local
      ? new Date(
          Number(local[1]),
          Number(local[2] ?? 1) - 1,
          Number(local[3] || 1),
          Number(local[4] ?? 0),
          Number(local[5] ?? 0),
          Number(local[6] ?? 0),
          Number((local[7] ?? '0').slice(0, 3)),
        ).getTime()
      : Date.parse(input);
  } else {
    ms = input instanceof Date ? input.getTime() : input;
  }
  return Number.isFinite(ms) ? ms : null;
}

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
