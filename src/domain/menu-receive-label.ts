// The chosen receive time as the menu list shows it (SPEC 9 "Times show as H:mm, and times past midnight show hours
// 24 and above").
import { businessDateOf, formatBusinessTime, TIME_ZONE, type TimeInput } from './receive-time';
import dayjs from 'dayjs';

/** 'now', a time of today's business day, or a time of another day with its date. */
export type ReceiveLabel =
  { kind: 'now' } | { kind: 'today'; time: string } | { kind: 'otherDay'; date: string; time: string };

// Decision: a time on the current business day reads H:mm (24:30 for half past midnight); another day reads M/D H:mm;
// a chosen type without a readable time reads as 'now' (as the menu request does).
/** The label of a stored receive time. */
export function receiveLabel(
  stored: { receiveTimeType: string; receiveTime?: string | null } | null | undefined,
  now: TimeInput,
): ReceiveLabel | null {
  if (!stored) return null;
  const chosen = stored.receiveTimeType === 'now' ? null : stored.receiveTime;
  const time = formatBusinessTime(chosen);
  if (!chosen || !time) return { kind: 'now' };
  if (businessDateOf(chosen) === businessDateOf(now)) return { kind: 'today', time };
  const at = dayjs(stored.receiveTime).tz(TIME_ZONE);
  return { kind: 'otherDay', date: at.format('M/D'), time: at.format('H:mm') };
}
