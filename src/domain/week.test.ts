import { describe, expect, it } from 'vitest';
import { byWeekIndex, WEEK, weekIndex, type DayOfWeek } from './week';

describe('SPEC §3 L171b "the week is indexed 0 (Monday) to 6 (Sunday)"', () => {
  it.each<[DayOfWeek, number | null]>([
    ['DayOfWeekMonday', 0],
    ['DayOfWeekTuesday', 1],
    ['DayOfWeekWednesday', 2],
    ['DayOfWeekThursday', 3],
    ['DayOfWeekFriday', 4],
    ['DayOfWeekSaturday', 5],
    ['DayOfWeekSunday', 6],
    ['DayOfWeekPublicHoliday', null],
  ])('SPEC §3 L171b: %s → %s', (day, index) => {
    expect(weekIndex(day)).toBe(index);
  });

  it('SPEC §3 L171a L171b: the seven days of the enumeration, Monday first', () => {
    expect(WEEK).toHaveLength(7);
    expect(WEEK[0]).toBe('DayOfWeekMonday');
    expect(WEEK[6]).toBe('DayOfWeekSunday');
  });

  it('SPEC §3 L171b: decision: hours in week-index order, the public holiday last', () => {
    const hours = (['DayOfWeekPublicHoliday', 'DayOfWeekSunday', 'DayOfWeekWednesday', 'DayOfWeekMonday'] as const).map(
      (dayOfWeek) => ({ dayOfWeek }),
    );
    expect(byWeekIndex(hours).map((hour) => hour.dayOfWeek)).toEqual([
      'DayOfWeekMonday',
      'DayOfWeekWednesday',
      'DayOfWeekSunday',
      'DayOfWeekPublicHoliday',
    ]);
  });
});
