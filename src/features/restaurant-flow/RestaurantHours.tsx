'use client';

import { useTranslation } from 'react-i18next';
import type { BusinessHour } from '@/api/generated/models';
import { readBusinessHours, type ClockReading } from '@/domain/business-hours';
import { byWeekIndex } from '@/domain/week';
import styles from './RestaurantDetail.module.css';

/**
 * Business hours per day of week as a table, Monday first (SPEC 3's week index, domain byWeekIndex). A closing time past midnight reads 25:00 (SPEC 9) and on
 * its next day, '25:00（翌1:00）' / '25:00 (1:00 next day)', as the restaurant's notices write it (domain readBusinessHours, issue 27 item 8).
 */
export function RestaurantHours({ hours }: { hours: readonly BusinessHour[] }) {
  const { t } = useTranslation('restaurants');
  if (hours.length === 0) return null;
  const shown = (end: ClockReading) =>
    end.nextDay ? t('detail.hoursNextDay', { continued: end.continued, time: end.time }) : end.time;
  return (
    <table className={styles.hours}>
      <caption>{t('detail.hours')}</caption>
      <tbody>
        {byWeekIndex(hours).map((hour) => {
          const reading = readBusinessHours(hour.openTime, hour.closeTime);
          return (
            <tr key={hour.dayOfWeek}>
              <th scope="row">{t(`detail.day.${hour.dayOfWeek}`)}</th>
              <td>
                {reading ? t('detail.hoursRange', { open: shown(reading.open), close: shown(reading.close) }) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
