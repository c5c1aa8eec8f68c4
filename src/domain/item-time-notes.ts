// Availability time notes of the item detail (SPEC 2 "availability time notes", SPEC 3 "Item detail also shows
// campaign end time, sale end time and latest receive time").
import { businessDateOf, formatBusinessTime, type TimeInput } from './receive-time';
import type { TimeRange } from './menu-types';

/** Which end a note tells. */
export type ItemTimeNoteKind = 'campaignEnd' | 'pricingSaleEnd' | 'salesEnd' | 'latestReceive';

/** One note: the end time as 'H:mm' (24:xx past midnight of the business day), with 'M/D' when on another day. */
export interface ItemTimeNote {
  kind: ItemTimeNoteKind;
  /** 'M/D' when the time lies outside the business day, else null. */
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

/** 'M/D' of the Tokyo calendar date of a valid time. */
function monthDay(input: TimeInput): string {
  const [, month = '', day = ''] = (businessDateOf(input, 0) ?? '').split('-');
  return `${Number(month)}/${Number(day)}`;
}

// Decision: a time on the business day (day-change hour included) reads 'H:mm' / '24:30' alone; any other day
// reads 'M/D H:mm' with its Tokyo calendar date and plain hour, never 200-odd hours.
/** A time as the item screen reads it against a business date: {date: null | 'M/D', time: 'H:mm' / '24:30'}. */
export function timeOnBusinessDay(
  value: string | null | undefined,
  businessDate: string,
): { date: string | null; time: string } | null {
  if (!value) return null;
  const business = businessDateOf(value);
  if (!business) return null;
  const sameDay = business === businessDate;
  const time = formatBusinessTime(value, sameDay ? { businessDate } : { dayChangeHour: 0 }) ?? '';
  return { date: sameDay ? null : monthDay(value), time };
}

/** The words of a time from timeOnBusinessDay: '24:30', or '11/22 11:00' on another day. */
export function dayTimeText(at: { date: string | null; time: string }): string {
  return at.date ? `${at.date} ${at.time}` : at.time;
}

function note(kind: ItemTimeNoteKind, value: string | null | undefined, businessDate: string): ItemTimeNote | null {
  const at = timeOnBusinessDay(value, businessDate);
  return at ? { kind, ...at } : null;
}

/** The notes to show, in the order campaign end, pricing sale end, end of sale, latest receive time. */
export function itemTimeNotes(item: ItemTimeFields, businessDateInput: TimeInput): ItemTimeNote[] {
  const businessDate = businessDateOf(businessDateInput);
  if (!businessDate) return [];
  const notes = [
    note('campaignEnd', item.campaignAvailableTimeRange?.endTime, businessDate),
    note('pricingSaleEnd', item.pricingSaleAvailableTimeRange?.endTime, businessDate),
    note('salesEnd', item.salesEndDate, businessDate),
    note('latestReceive', item.availableUntil, businessDate),
  ];
  return notes.filter((n): n is ItemTimeNote => n !== null);
}
