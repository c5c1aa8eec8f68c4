'use client';

import { useTranslation } from 'react-i18next';
import type { MenuSummary } from '@/api/generated/models';
import { menuTileTime } from '@/domain/receive-time';
import { useNow } from '@/lib/use-now';
import styles from './MenuTileTime.module.css';

/** The time note of a menu tile: the receivable range, a later-date time, or nothing (SPEC 2 Menu-book popup). */
export function MenuTileTime({ summary }: { summary: Pick<MenuSummary, 'recentReceiveTime' | 'receivableTimeRange'> }) {
  const { t } = useTranslation('menus');
  const time = menuTileTime(summary, useNow());
  if (time.kind === 'none') return null;
  const text =
    time.kind === 'range'
      ? t('menuTile.range', { begin: time.begin, end: time.end })
      : t('menuTile.laterDate', { date: time.date, time: time.time });
  return <p className={styles.time}>{text}</p>;
}
