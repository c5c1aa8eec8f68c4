/** Default time zone (SPEC 9 "Default time zone Asia/Tokyo"). */
export const TIME_ZONE = 'Asia/Tokyo';

/** A time read alone: its calendar date (YYYY-MM-DD) in Asia/Tokyo and 'H:mm'. */
export interface InstantReading {
  readonly date: string;
  readonly time: string;
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

/**
 * An instant (ISO date-time with its offset, epoch ms or Date) read alone, on its own calendar date in Asia/Tokyo: the
 * same reading as receive-time.ts `readTime(input)` without windows (issue 27: "A time reads on its own calendar
 * date"; the day changes at local midnight, SPEC 9), with the browser's Intl instead of dayjs and its time-zone
 * plugins, for screens that read only an order's own time (the order complete and order detail pages). Null for
 * nothing or an unreadable input.
 */
export function readInstant(input: string | number | Date | null | undefined): InstantReading | null {
  if (input === null || input === undefined || input === '') return null;
  const instant = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(instant.getTime())) return null;
  const part = Object.fromEntries(ZONE_PARTS.formatToParts(instant).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${Number(part.hour)}:${part.minute}` };
}
