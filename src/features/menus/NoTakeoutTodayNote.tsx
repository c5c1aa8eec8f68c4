'use client';

import { useTranslation } from 'react-i18next';
import { restaurantPath } from '@/domain/navigation';
import { AppTextLink } from '@/ui/controls/TextLink';
import { Notice } from '@/ui/restaurant/Notice';

/** The menu list's warning when today's takeout is over, with a link to choose a later receive time. */
export function NoTakeoutTodayNote({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('menus');
  return (
    <Notice severity="warning" role="alert">
      {t('menuList.noTakeoutToday')}{' '}
      <AppTextLink href={restaurantPath(restaurantId, 'select_receivetime')}>
        {t('menuList.chooseLaterTime')}
      </AppTextLink>
    </Notice>
  );
}
