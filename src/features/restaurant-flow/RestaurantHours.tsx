'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BusinessHour } from '@/api/generated/models';
import { readBusinessHours, type ClockReading } from '@/domain/business-hours';
import { byWeekIndex } from '@/domain/week';

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
    <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('detail.hours')}
      </caption>
      <tbody>
        {byWeekIndex(hours).map((hour) => {
          const reading = readBusinessHours(hour.openTime, hour.closeTime);
          return (
            <Box component="tr" key={hour.dayOfWeek} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <Typography
                component="th"
                scope="row"
                variant="body2"
                sx={{ textAlign: 'left', fontWeight: 400, py: 0.75, pr: 2 }}
              >
                {t(`detail.day.${hour.dayOfWeek}`)}
              </Typography>
              <Typography component="td" variant="body2" sx={{ py: 0.75 }}>
                {reading ? t('detail.hoursRange', { open: shown(reading.open), close: shown(reading.close) }) : null}
              </Typography>
            </Box>
          );
        })}
      </tbody>
    </Box>
  );
}
