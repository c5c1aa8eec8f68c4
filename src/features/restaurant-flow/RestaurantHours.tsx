'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BusinessHour } from '@/api/generated/models';

/** Business hours per day of week as a table (closing hours of 24 and above are after midnight, as sent). */
export function RestaurantHours({ hours }: { hours: readonly BusinessHour[] }) {
  const { t } = useTranslation('restaurants');
  if (hours.length === 0) return null;
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('detail.hours')}
      </caption>
      <tbody>
        {hours.map((hour) => (
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
              {t('detail.hoursRange', { open: hour.openTime, close: hour.closeTime })}
            </Typography>
          </Box>
        ))}
      </tbody>
    </Box>
  );
}
