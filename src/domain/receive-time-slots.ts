import dayjs from 'dayjs';
import { businessDateOf, formatBusinessTime, toRequestIso, type ReceivableTimeRange } from './receive-time';
import type { SelectReceiveTimes } from './storage-keys';

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
  /** H:mm, past midnight of the business day as 24:xx (SPEC 9). */
  readonly label: string;
  /** Business date (YYYY-MM-DD) the slot belongs to. */
  readonly businessDate: string;
}

/** Slots of one business date. */
export interface ReceiveTimeSlotGroup {
  readonly businessDate: string;
  readonly slots: readonly ReceiveTimeSlot[];
}

/** Step used when the response carries no usable interval. Decision: 15 minutes. */
export const DEFAULT_INTERVAL_MINUTES = 15;
/** Upper bound on generated slots (protects the page from a broken response). Decision: 500. */
export const MAX_SLOTS = 500;

function epoch(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = dayjs(value);
  return t.isValid() ? t.valueOf() : null;
}

// Decision: the client clock is not used; the server's earliestReceiveTime bounds the first slot. Slots lie on the
// window's grid (begin + k × interval), from the later of begin and earliest up to and including the end; slots of
// overlapping windows are merged.
/** Every selectable receive time, grouped by business date, in time order. */
export function receiveTimeSlots(
  input: ReceiveTimesInput | null | undefined,
  maxSlots = MAX_SLOTS,
): ReceiveTimeSlotGroup[] {
  const minutes = input?.receiveTimeIntervalMinutes;
  const step =
    (minutes && Number.isFinite(minutes) && minutes >= 1 ? Math.floor(minutes) : DEFAULT_INTERVAL_MINUTES) * 60_000;
  const earliest = epoch(input?.earliestReceiveTime);
  const times = new Set<number>();
  for (const window of input?.receiveTimes ?? []) {
    const begin = epoch(window.receivableTimeRange?.beginTime);
    const end = epoch(window.receivableTimeRange?.endTime);
    if (begin === null || end === null || end < begin) continue;
    const skip = earliest !== null && earliest > begin ? Math.ceil((earliest - begin) / step) : 0;
    for (let t = begin + skip * step; t <= end && times.size < maxSlots; t += step) times.add(t);
  }
  const groups = new Map<string, ReceiveTimeSlot[]>();
  for (const t of [...times].sort((a, b) => a - b)) {
    const [businessDate, iso, label] = [businessDateOf(t), toRequestIso(t), formatBusinessTime(t)];
    if (!businessDate || !iso || !label) continue;
    const slot = { iso, label, businessDate };
    groups.set(businessDate, [...(groups.get(businessDate) ?? []), slot]);
  }
  return [...groups].map(([businessDate, slots]) => ({ businessDate, slots }));
}

/** The slot matching a stored receive time (same instant), or null. */
export function findSlot(
  groups: readonly ReceiveTimeSlotGroup[],
  iso: string | null | undefined,
): ReceiveTimeSlot | null {
  const t = epoch(iso);
  if (t === null) return null;
  for (const group of groups) for (const slot of group.slots) if (epoch(slot.iso) === t) return slot;
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

/** How a business date reads next to today's: 'today', 'tomorrow' or a later (or earlier) date. */
export type RelativeDay = 'today' | 'tomorrow' | 'date';

// Decision: the receive-time picker names each group of slots by business date (issue 16 item 12): 'today' for the
// current business date (so 24:30 tonight is still today's, as SPEC 9 writes it), 'tomorrow' for the next, otherwise
// the date alone. Both dates are YYYY-MM-DD business dates; anything unreadable is a plain date.
/** The business date of a slot group against the current business date. */
export function relativeBusinessDay(businessDate: string, todayBusinessDate: string | null): RelativeDay {
  if (!todayBusinessDate) return 'date';
  if (businessDate === todayBusinessDate) return 'today';
  const next = dayjs(`${todayBusinessDate}T12:00:00Z`).add(1, 'day');
  return next.isValid() && next.format('YYYY-MM-DD') === businessDate ? 'tomorrow' : 'date';
}
