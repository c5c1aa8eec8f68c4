import type { DayOfWeek } from '@/api/generated/models';

/** SPEC 3 "Day of week: DayOfWeekSunday through DayOfWeekSaturday plus DayOfWeekPublicHoliday": the contract's type. */
export type { DayOfWeek };

/** SPEC 3 "In another place the week is indexed 0 (Monday) to 6 (Sunday)": the days in index order. */
export const WEEK: readonly DayOfWeek[] = [
  'DayOfWeekMonday',
  'DayOfWeekTuesday',
  'DayOfWeekWednesday',
  'DayOfWeekThursday',
  'DayOfWeekFriday',
  'DayOfWeekSaturday',
  'DayOfWeekSunday',
];

/** The week index of a day, 0 (Monday) to 6 (Sunday); null for DayOfWeekPublicHoliday, which has none. */
export function weekIndex(day: DayOfWeek): number | null {
  const index = WEEK.indexOf(day);
  return index === -1 ? null : index;
}

// Decision: business hours are listed in week-index order, Monday first and Sunday last (as Japanese shops list
// them: 月〜日), with the public-holiday row after Sunday, whatever order the answer has.
/** The entries in week-index order, the public holiday (no index) last; equal days keep their order. */
export function byWeekIndex<T extends { dayOfWeek: DayOfWeek }>(entries: readonly T[]): T[] {
  const rank = (entry: T) => weekIndex(entry.dayOfWeek) ?? WEEK.length;
  return [...entries].sort((a, b) => rank(a) - rank(b));
}
