// The estimated ready time of an order placed now (issue 16 item 12; contract: immediate_ready_minutes, a design
// decision), shown beside "now" on the receive-time picker in the spec's time form (SPEC 9: H:mm, and 24:xx past
// midnight inside a window that began before it).
import { readTime, type TimeInput } from './receive-time';
import { receiveWindowsOf, type ReceiveTimesInput } from './receive-time-slots';

/** The part of the receive-times response the estimate reads. */
export interface ReadyEstimateInput {
  readonly isImmediateOrderAvailable?: boolean | null;
  readonly immediateReadyMinutes?: number | null;
  /** The receive windows: a ready time inside one that began before midnight reads 24:xx (issue 27). */
  readonly receiveTimes?: ReceiveTimesInput['receiveTimes'];
}

const MINUTE_MS = 60_000;
/** The contract's upper bound (one day): anything longer is no estimate. */
export const MAX_READY_MINUTES = 1440;

// Decision: the ready time is now + the server's minutes, rounded up to the whole minute (never promise earlier than
// the server does), read as the picker's slots are (issue 27): H:mm on its own date, 24:xx inside a receive window that
// began before midnight (23:50 + 20 min in a 23:30–25:00 window reads 24:10, without such a window 0:10). No estimate
// when "now" is not offered, or the minutes are missing, negative, not a whole number or above one day.
/** The estimated ready time ('H:mm', 24:xx inside a late-night window) of an order placed at `now`, or null when none. */
export function immediateReadyTime(input: ReadyEstimateInput | null | undefined, now: TimeInput): string | null {
  const minutes = input?.immediateReadyMinutes;
  if (!input?.isImmediateOrderAvailable || typeof minutes !== 'number') return null;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_READY_MINUTES) return null;
  const start = new Date(now).getTime();
  if (Number.isNaN(start)) return null;
  const ready = Math.ceil((start + minutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  return readTime(ready, receiveWindowsOf(input))?.time ?? null;
}
