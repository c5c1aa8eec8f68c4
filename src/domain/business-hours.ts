/**
 * A restaurant's opening hours per day of week, as read by a customer (issue 27 item 8). The contract sends them as
 * 'H:mm' local times, "hours 24 and above mean after midnight" (openapi BusinessHour.closeTime).
 */

/**
 * One end of the opening hours as it reads: 'H:mm' on a clock, whether it falls on the next calendar day, and the
 * same end counted on from the opening day ('25:00', SPEC 9's "hours 24 and above").
 */
export interface ClockReading {
  readonly time: string;
  readonly nextDay: boolean;
  readonly continued: string;
}

/** A day's opening hours as they read. */
export interface BusinessHoursReading {
  readonly open: ClockReading;
  readonly close: ClockReading;
}

const HOURS_MINUTES = /^(\d{1,2}):(\d{2})$/;
const DAY_MINUTES = 24 * 60;

function minutesOf(value: string): number | null {
  const match = HOURS_MINUTES.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[2]);
  return minutes < 60 ? Number(match[1]) * 60 + minutes : null;
}

const hoursMinutes = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

function clock(minutes: number, nextDay: boolean): ClockReading {
  return { time: hoursMinutes(nextDay ? minutes - DAY_MINUTES : minutes), nextDay, continued: hoursMinutes(minutes) };
}

// Decision (issue 27 items 1 and 8): "the day changes at local midnight" and "a time reads on its own calendar date";
// SPEC 9 writes times past midnight with hours of 24 and above. An opening that runs past midnight is such a span,
// so a closing time past midnight (25:00, or 1:00 sent after an 11:00 opening) keeps 25:00 and also reads as that
// next day's clock time, '25:00（翌1:00）' / '25:00 (1:00 next day)', as the restaurant's own notice writes it ("open
// until 1:00 a.m."): the table and the notice agree and the spec's form stays.
// 24:00 is the end of the day, not a time after midnight: it stays 24:00 (as the receive windows' 0:00〜24:00 does).
// An end that cannot be read gives null (the row shows nothing rather than a wrong time).
/** How a day's opening hours read: 'H:mm' (SPEC 9), an end past midnight both as 25:00 and on its own calendar day. */
export function readBusinessHours(openTime: string, closeTime: string): BusinessHoursReading | null {
  const open = minutesOf(openTime);
  const close = minutesOf(closeTime);
  if (open === null || close === null || open > 2 * DAY_MINUTES || close > 2 * DAY_MINUTES) return null;
  const openNextDay = open >= DAY_MINUTES;
  // A close sent before the opening (1:00 after 11:00) is the next day's, as 25:00 would be.
  const closeMinutes = close < open ? close + DAY_MINUTES : close;
  return { open: clock(open, openNextDay), close: clock(closeMinutes, closeMinutes > DAY_MINUTES) };
}
