// Orderable time ranges of an item (SPEC 4 "Item screen status": overtime). On its own, so a menu card's availability
// note (domain item-availability) does not bring the item screen's rules into the menu page (issue 29).
import type { TimeRange } from '@/api/generated/models';

/** True when `now` lies outside every orderable range (begin inclusive, end exclusive, ISO 8601 strings). */
export function isOutsideOrderableTime(ranges: readonly TimeRange[] | undefined, now: Date): boolean {
  // Decision: no ranges means no time restriction; a range side that is missing or unparsable is open.
  if (!ranges || ranges.length === 0) return false;
  const at = now.getTime();
  return !ranges.some((range) => {
    const begin = Date.parse(range.beginTime ?? '');
    const end = Date.parse(range.endTime ?? '');
    return (Number.isNaN(begin) || at >= begin) && (Number.isNaN(end) || at < end);
  });
}
