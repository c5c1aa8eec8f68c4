'use client';

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { restaurantPath } from '@/domain/navigation';
import { formatBusinessTime } from '@/domain/receive-time';
import { useReceiveTime } from '@/features/restaurant-flow/use-receive-time';

/** The chosen takeout receive time ("now" or H:mm, 24:xx past midnight) with a link to change it. */
export function ReceiveTimeLine({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('menus');
  const [receiveTimes] = useReceiveTime();
  if (!receiveTimes) return null;
  const time = receiveTimes.receiveTimeType === 'now' ? null : formatBusinessTime(receiveTimes.receiveTime);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2">{time ? t('menuList.receiveAt', { time }) : t('menuList.receiveNow')}</Typography>
      <Link component={NextLink} href={restaurantPath(restaurantId, 'select_receivetime')} variant="body2">
        {t('menuList.changeReceiveTime')}
      </Link>
    </Box>
  );
}
