// Availability time notes of the item detail (SPEC 2 "availability time notes", SPEC 3 "Item detail also shows
// campaign end time, sale end time and latest receive time").
import { calendarDateOf, monthDayOf, readTime, type TimeInput, type TimeWindow } from './receive-time';
import type { TimeRange } from '@/api/generated/models';

/** Which end a note tells. */
export type ItemTimeNoteKind = 'campaignEnd' | 'pricingSaleEnd' | 'salesEnd' | 'latestReceive';

/** One note: the end time as 'H:mm' (24:xx inside a late-night window), with 'M/D' when it reads on another day. */
export interface ItemTimeNote {
  kind: ItemTimeNoteKind;
  /** 'M/D' when the time reads on another date than today's, else null. */
  date: string | null;
  time: string;
}

/** The item fields the notes read. */
export interface ItemTimeFields {
  campaignAvailableTimeRange?: TimeRange | null;
  pricingSaleAvailableTimeRange?: TimeRange | null;
  salesEndDate?: string | null;
  availableUntil?: string | null;
}

// Decision (issue 27): a note reads as every time does (receive-time.ts readTime, against the restaurant's receive
// windows when known): on its own calendar date as H:mm, or inside a window that began before midnight on that
// window's date as 24:xx. The date is left out only when it is today's (the calendar date of now, the day changing at
// local midnight): any other date reads 'M/D H:mm', so 7:15 this morning is '7:15' and never '31:15', and a time days
// away is '11/24 23:00', never 200-odd hours.
/** A time as the item screen reads it against today's date: {date: null | 'M/D', time: 'H:mm' / '24:30'}. */
export function timeOnDay(
  value: string | null | undefined,
  today: string,
  windows: readonly TimeWindow[] = [],
): { date: string | null; time: string } | null {
  const reading = readTime(value, windows);
  return reading ? { date: reading.date === today ? null : monthDayOf(reading.date), time: reading.time } : null;
}

/** The words of a time from timeOnDay: '24:30', or '11/22 11:00' on another day. */
export function dayTimeText(at: { date: string | null; time: string }): string {
  return at.date ? `${at.date} ${at.time}` : at.time;
}

function note(
  kind: ItemTimeNoteKind,
  value: string | null | undefined,
  today: string,
  windows: readonly TimeWindow[],
): ItemTimeNote | null {
  const at = timeOnDay(value, today, windows);
  return at ? { kind, ...at } : null;
}

/** The notes to show at `now`, in the order campaign end, pricing sale end, end of sale, latest receive time. */
export function itemTimeNotes(
  item: ItemTimeFields,
  now: TimeInput,
  windows: readonly TimeWindow[] = [],
): ItemTimeNote[] {
  const today = calendarDateOf(now);
  if (!today) return [];
  const notes = [
    note('campaignEnd', item.campaignAvailableTimeRange?.endTime, today, windows),
    note('pricingSaleEnd', item.pricingSaleAvailableTimeRange?.endTime, today, windows),
    note('salesEnd', item.salesEndDate, today, windows),
    note('latestReceive', item.availableUntil, today, windows),
  ];
  return notes.filter((n): n is ItemTimeNote => n !== null);
}
