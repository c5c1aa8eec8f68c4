import { timeReader, toRequestIso, type ReceivableTimeRange, type TimeWindow } from './receive-time';
import type { SelectReceiveTimes } from './storage-keys';
import { instantOf } from './time-zone';

/** The part of the receive-times response (GET /v1/restaurants/{id}/receive_times) the slots are built from. */
export interface ReceiveTimesInput {
  readonly isImmediateOrderAvailable?: boolean | null;
  readonly receiveTimeIntervalMinutes?: number | null;
  readonly earliestReceiveTime?: string | null;
  readonly receiveTimes?: readonly { readonly receivableTimeRange?: ReceivableTimeRange | null }[] | null;
}

/** One selectable receive time. */
export interface ReceiveTimeSlot {
  /** The ISO string stored and sent (SPEC 7 "Receive time is sent as an ISO date string"). */
  readonly iso: string;
  /** H:mm on its own date; 24:xx inside a receive window that began before midnight (SPEC 9, issue 27). */
  readonly label: string;
  /** The date (YYYY-MM-DD) the slot reads on: its own calendar date, or the date of that late-night window. */
  readonly businessDate: string;
}

/** Slots of one date (the date they read on). */
export interface ReceiveTimeSlotGroup {
  readonly businessDate: string;
  readonly slots: readonly ReceiveTimeSlot[];
}

/** Step used when the response carries no usable interval. Decision: 15 minutes. */
export const DEFAULT_INTERVAL_MINUTES = 15;
/** Upper bound on generated slots (protects the page from a broken response). Decision: 500. */
export const MAX_SLOTS = 500;

/** The receive windows of a receive-times answer, as times are read against them (receive-time.ts readTime). */
export function receiveWindowsOf(input: ReceiveTimesInput | null | undefined): TimeWindow[] {
  return (input?.receiveTimes ?? []).map((window) => window.receivableTimeRange);
}

// Decision: the client clock is not used; the server's earliestReceiveTime bounds the first slot. Slots lie on the
// window's grid (begin + k × interval), from the later of begin and earliest up to and including the end; slots of
// overlapping windows are merged.
// Decision (issue 27): a slot inside a receive window that began before midnight (23:30 → 25:00) keeps that window's
// date and reads 24:15, 24:30 …; any other slot reads H:mm and is grouped on its own calendar date. When windows of
// two dates overlap (a late-night window of the 21st and a window of the 22nd from 0:00 both hold 0:30 on the 22nd),
// the slot belongs to its own date's window: it reads 0:30 in the 22nd's group, so one instant is one slot with one
// reading; only a slot no window of its own date holds reads 24:xx. Groups come in date order, slots in time order.
/** Every selectable receive time, grouped by the date it reads on, in time order. */
export function receiveTimeSlots(
  input: ReceiveTimesInput | null | undefined,
  maxSlots = MAX_SLOTS,
): ReceiveTimeSlotGroup[] {
  const minutes = input?.receiveTimeIntervalMinutes;
  const step =
    (minutes && Number.isFinite(minutes) && minutes >= 1 ? Math.floor(minutes) : DEFAULT_INTERVAL_MINUTES) * 60_000;
  const earliest = instantOf(input?.earliestReceiveTime);
  const times = new Set<number>();
  for (const window of input?.receiveTimes ?? []) {
    const begin = instantOf(window.receivableTimeRange?.beginTime);
    const end = instantOf(window.receivableTimeRange?.endTime);
    if (begin === null || end === null || end < begin) continue;
    const skip = earliest !== null && earliest > begin ? Math.ceil((earliest - begin) / step) : 0;
    for (let t = begin + skip * step; t <= end && times.size < maxSlots; t += step) times.add(t);
  }
  const read = timeReader(receiveWindowsOf(input));
  const groups = new Map<string, ReceiveTimeSlot[]>();
  for (const t of [...times].sort((a, b) => a - b)) {
    const [reading, iso] = [read(t), toRequestIso(t)];
    if (!reading || !iso) continue;
    const slot = { iso, label: reading.time, businessDate: reading.date };
    groups.set(reading.date, [...(groups.get(reading.date) ?? []), slot]);
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([businessDate, slots]) => ({ businessDate, slots }));
}

/** The slot matching a stored receive time (same instant), or null. */
export function findSlot(
  groups: readonly ReceiveTimeSlotGroup[],
  iso: string | null | undefined,
): ReceiveTimeSlot | null {
  const t = instantOf(iso);
  if (t === null) return null;
  for (const group of groups) for (const slot of group.slots) if (instantOf(slot.iso) === t) return slot;
  return null;
}

/** The customer's choice on the receive-time page. */
export type ReceiveTimeChoice = { kind: 'now' } | { kind: 'time'; iso: string | null };

// Decision: a chosen time is stored with receiveTimeType 'time_specification'; 'now' with a null time.
/** The value stored under selectReceiveTimes for a choice, or null when the choice is incomplete or not allowed. */
export function toSelectReceiveTimes(
  choice: ReceiveTimeChoice,
  input: ReceiveTimesInput | null | undefined,
): SelectReceiveTimes | null {
  if (choice.kind === 'now')
    return input?.isImmediateOrderAvailable ? { receiveTimeType: 'now', receiveTime: null } : null;
  const slot = findSlot(receiveTimeSlots(input), choice.iso);
  return slot ? { receiveTimeType: 'time_specification', receiveTime: slot.iso } : null;
}

// Decision: the page opens on the stored choice when it is still offered; else 'now' when possible; else the first
// slot; else nothing.
/** The initial choice of the receive-time page. */
export function initialReceiveTimeChoice(
  stored: SelectReceiveTimes | null | undefined,
  input: ReceiveTimesInput | null | undefined,
): ReceiveTimeChoice | null {
  const groups = receiveTimeSlots(input);
  const storedSlot = stored?.receiveTimeType !== 'now' ? findSlot(groups, stored?.receiveTime) : null;
  if (storedSlot) return { kind: 'time', iso: storedSlot.iso };
  if (input?.isImmediateOrderAvailable) return { kind: 'now' };
  const first = groups[0]?.slots[0];
  return first ? { kind: 'time', iso: first.iso } : null;
}

/** How a slot group's date reads next to today's: 'today', 'tomorrow' or a later (or earlier) date. */
export type RelativeDay = 'today' | 'tomorrow' | 'date';

// Decision: the receive-time picker names each group of slots by its date (issue 16 item 12): 'today' for the calendar
// date of now (so 24:30 tonight, read on tonight's late-night window, is still today's, as SPEC 9 writes it, and a
// 7:15 slot at 7:00 is today's too: issue 27), 'tomorrow' for the next, otherwise the date alone. Both dates are
// YYYY-MM-DD; anything unreadable is a plain date.
/** The date of a slot group against today's calendar date (receive-time.ts calendarDateOf(now)). */
export function relativeBusinessDay(businessDate: string, todayBusinessDate: string | null): RelativeDay {
  if (!todayBusinessDate) return 'date';
  if (businessDate === todayBusinessDate) return 'today';
  const today = Date.parse(`${todayBusinessDate}T00:00:00Z`);
  const next = Number.isNaN(today) ? null : new Date(today + 86_400_000).toISOString().slice(0, 10);
  return next === businessDate ? 'tomorrow' : 'date';
}
