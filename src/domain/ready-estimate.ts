// The estimated ready time of an order placed now (issue 16 item 12; contract: immediate_ready_minutes, a design
// decision), shown beside "now" on the receive-time picker in the spec's time form (SPEC 9: H:mm, 24:xx past midnight).
import { formatBusinessTime, type TimeInput } from './receive-time';

/** The part of the receive-times response the estimate reads. */
export interface ReadyEstimateInput {
  readonly isImmediateOrderAvailable?: boolean | null;
  readonly immediateReadyMinutes?: number | null;
}

const MINUTE_MS = 60_000;
/** The contract's upper bound (one day): anything longer is no estimate. */
export const MAX_READY_MINUTES = 1440;

// Decision: the ready time is now + the server's minutes, rounded up to the whole minute (never promise earlier than
// the server does), in the business-day form of SPEC 9 (23:50 + 20 min reads 24:10). No estimate when "now" is not
// offered, or the minutes are missing, negative, not a whole number or above one day.
/** The estimated ready time ('H:mm', 24:xx past midnight) of an order placed at `now`, or null when none. */
export function immediateReadyTime(input: ReadyEstimateInput | null | undefined, now: TimeInput): string | null {
  const minutes = input?.immediateReadyMinutes;
  if (!input?.isImmediateOrderAvailable || typeof minutes !== 'number') return null;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_READY_MINUTES) return null;
  const start = new Date(now).getTime();
  if (Number.isNaN(start)) return null;
  const ready = Math.ceil((start + minutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  return formatBusinessTime(ready);
}
