// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessHour } from '@/api/generated/models';
import { renderScreen } from '@/test/component-harness';
import { RestaurantHours } from './RestaurantHours';

const hour = (dayOfWeek: BusinessHour['dayOfWeek']): BusinessHour => ({
  dayOfWeek,
  openTime: '11:00',
  closeTime: '22:00',
});

describe('business hours table', { timeout: 30_000 }, () => {
  it('SPEC §3 L171b: the rows follow the week index, Monday (0) to Sunday (6), then the public holiday', () => {
    renderScreen(
      <RestaurantHours
        hours={[
          hour('DayOfWeekSunday'),
          hour('DayOfWeekPublicHoliday'),
          hour('DayOfWeekSaturday'),
          hour('DayOfWeekMonday'),
          hour('DayOfWeekWednesday'),
        ]}
      />,
    );
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '月曜日',
      '水曜日',
      '土曜日',
      '日曜日',
      '祝日',
    ]);
  });
});
