// From when a sold-out or not-yet-available item can be ordered (issue 16 item 12), for the menu card and the item
// sheet. SPEC 4 "Item screen status": sold out (state SoldOut, or a required group all sold out), overtime (outside
// the orderable time ranges). Times read as the item screen's other notes do (item-time-notes.ts timeOnDay: H:mm on
// their own date, 24:xx inside a window that began before midnight, M/D unless today's).
import { timeOnDay } from './item-time-notes';
import type { ItemScreenStatus } from './item-screen';
import { isOutsideOrderableTime } from './orderable-time';
import type { TimeRange } from '@/api/generated/models';
import { calendarDateOf, type TimeInput, type TimeWindow } from './receive-time';

/** The item fields the note reads (generated MenuItem is assignable). */
export interface ItemAvailabilityFields {
  readonly itemState?: string | null;
  /** Contract design decision: when a sold-out item is expected to be orderable again. */
  readonly soldOutUntil?: string | null;
  readonly recentReceiveTime?: string | null;
  readonly orderableTimeRanges?: readonly TimeRange[] | null;
}

/** backAt: a sold-out item is expected back then; orderableFrom: a not-yet-available item opens then. */
export type ItemAvailabilityKind = 'backAt' | 'orderableFrom';

/** The note: its kind, 'M/D' when it reads on another date than today's (else null), and the time. */
export interface ItemAvailabilityNote {
  readonly kind: ItemAvailabilityKind;
  readonly date: string | null;
  readonly time: string;
}

function instant(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

// Decision: without the item screen's status (the menu card), the status is read from the item alone: Disabled or
// Hidden, then state SoldOut, then overtime = outside the orderable ranges or a recentReceiveTime still ahead (the
// contract: "earliest receive time at which the item can be received, when not now").
/** The status a menu card can tell from the item's own fields at `at`. */
export function cardStatus(item: ItemAvailabilityFields, at: number): ItemScreenStatus {
  if (item.itemState === 'Disabled' || item.itemState === 'Hidden') return 'disabled';
  if (item.itemState === 'SoldOut') return 'sold-out';
  const recent = instant(item.recentReceiveTime);
  const outside = isOutsideOrderableTime(item.orderableTimeRanges ?? undefined, new Date(at));
  return outside || (recent !== null && recent > at) ? 'overtime' : 'add';
}

// Decision: only a moment after `at` (the chosen receive time, or now) is told. Overtime: the earliest range begin
// after `at`, else recentReceiveTime; sold out: soldOutUntil only (sold out by a required group has no time).
// Anything else (orderable, disabled, nothing ahead) says nothing more than today's wording.
// Decision (issue 27): the moment is read against today's date (`today`, the clock's now; `at` itself when not given),
// not against the chosen receive time: at 22:00 with 24:30 chosen, lunch tomorrow reads '11/22 11:00'.
/** The availability note of an item at `at`, or null when there is no "from when" to say. */
export function itemAvailabilityNote(
  item: ItemAvailabilityFields,
  at: TimeInput,
  status?: ItemScreenStatus,
  reading: { readonly today?: TimeInput; readonly windows?: readonly TimeWindow[] } = {},
): ItemAvailabilityNote | null {
  const now = new Date(at).getTime();
  const today = calendarDateOf(reading.today ?? now);
  if (Number.isNaN(now) || !today) return null;
  const resolved = status ?? cardStatus(item, now);
  const ahead = (value: string | null | undefined) => {
    const t = instant(value);
    return t !== null && t > now ? { value: value as string, t } : null;
  };
  let when: string | null = null;
  if (resolved === 'sold-out') when = ahead(item.soldOutUntil)?.value ?? null;
  if (resolved === 'overtime') {
    const begins = (item.orderableTimeRanges ?? []).map((range) => ahead(range.beginTime)).filter((b) => b !== null);
    begins.sort((a, b) => a.t - b.t);
    when = begins[0]?.value ?? ahead(item.recentReceiveTime)?.value ?? null;
  }
  const parts = timeOnDay(when, today, reading.windows);
  return parts ? { kind: resolved === 'sold-out' ? 'backAt' : 'orderableFrom', ...parts } : null;
}
