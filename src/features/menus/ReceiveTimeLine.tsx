'use client';

import { useNow } from '@/lib/use-now';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { restaurantPath } from '@/domain/navigation';
import { receiveLabel } from '@/domain/menu-receive-label';
import { useReceiveTime } from '@/features/restaurant-flow';

/** The chosen takeout receive time ("now", H:mm with 24:xx past midnight, or M/D H:mm on a later day) with a link to change it. */
export function ReceiveTimeLine({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('menus');
  const [receiveTimes] = useReceiveTime();
  const label = receiveLabel(receiveTimes, useNow());
  if (!label) return null;
  const time = label.kind === 'today' ? label.time : label.kind === 'otherDay' ? `${label.date} ${label.time}` : null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2">{time ? t('menuList.receiveAt', { time }) : t('menuList.receiveNow')}</Typography>
      <Link component={NextLink} href={restaurantPath(restaurantId, 'select_receivetime')} variant="body2">
        {t('menuList.changeReceiveTime')}
      </Link>
    </Box>
  );
}
