// The chosen receive time as the menu list shows it (SPEC 9 "Times show as H:mm, and times past midnight show hours
// 24 and above").
import { calendarDateOf, monthDayOf, readTime, type TimeInput, type TimeWindow } from './receive-time';

/** 'now', a time of today, or a time of another day with its date. */
export type ReceiveLabel =
  { kind: 'now' } | { kind: 'today'; time: string } | { kind: 'otherDay'; date: string; time: string };

// Decision (issue 27): the chosen time reads as its slot did in the picker (receive-time.ts readTime against the receive
// windows): H:mm on its own calendar date, or 24:xx on the date of a window that began before midnight and holds it.
// That date equal to today's calendar date (of now) reads H:mm / 24:30 alone; any other reads M/D H:mm (11/22 0:30,
// 11/21 24:30). Without the windows the time reads on its own date. A chosen type without a readable time reads as
// 'now' (as the menu request does).
/** The label of a stored receive time at `now`, read against the restaurant's receive windows when known. */
export function receiveLabel(
  stored: { receiveTimeType: string; receiveTime?: string | null } | null | undefined,
  now: TimeInput,
  windows: readonly TimeWindow[] = [],
): ReceiveLabel | null {
  if (!stored) return null;
  const reading = stored.receiveTimeType === 'now' ? null : readTime(stored.receiveTime, windows);
  if (!reading) return { kind: 'now' };
  if (reading.date === calendarDateOf(now)) return { kind: 'today', time: reading.time };
  return { kind: 'otherDay', date: monthDayOf(reading.date), time: reading.time };
}
