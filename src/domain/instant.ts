// An instant from what the app holds of a time (issue 29): kept apart from the Asia/Tokyo readings (time-zone.ts) so a
// screen that only sends a time (menu-params.ts) loads no Intl formatter.

/** A time input: ISO string, epoch ms or Date. */
export type TimeInput = string | number | Date;

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

// Decision: requests carry the UTC ISO form with milliseconds and 'Z' (Date.toISOString); invalid input → null.
/** The ISO date string a request sends for a receive time (SPEC 7). */
export function toRequestIso(input: TimeInput | null | undefined): string | null {
  const ms = instantOf(input);
  return ms === null ? null : new Date(ms).toISOString();
}
