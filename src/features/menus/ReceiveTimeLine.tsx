'use client';

import { useNow } from '@/lib/use-now';
import { useTranslation } from 'react-i18next';
import { restaurantPath } from '@/domain/navigation';
import { TAP_TARGET_PX } from '@/lib/theme';
import { AppTextLink } from '@/ui/controls/TextLink';
import { receiveLabel } from '@/domain/menu-receive-label';
import { useReceiveTime, useReceiveWindows } from '@/features/restaurant-flow';
import styles from './ReceiveTimeLine.module.css';

/** One body2 line (0.875rem × 1.43). */
const BODY2_LINE_PX = 20;

/**
 * The chosen takeout receive time with a link to change it: "now", H:mm today (24:xx inside a late-night receive
 * window, as the picker read it), or M/D H:mm on another day. A chosen time waits for the receive windows (shared
 * with the picker's cache) so it never shows one reading and then another; the parent keeps the line's height.
 */
export function ReceiveTimeLine({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('menus');
  const [receiveTimes] = useReceiveTime();
  const chosen = Boolean(receiveTimes && receiveTimes.receiveTimeType !== 'now' && receiveTimes.receiveTime);
  const { windows, settled } = useReceiveWindows(restaurantId, chosen);
  const label = receiveLabel(receiveTimes, useNow(), windows);
  if (!label || !settled) return null;
  const time = label.kind === 'today' ? label.time : label.kind === 'otherDay' ? `${label.date} ${label.time}` : null;
  return (
    <div className={styles.line}>
      <p className={styles.text}>{time ? t('menuList.receiveAt', { time }) : t('menuList.receiveNow')}</p>
      {/* Decision (issue 27 item 10): the link is a 44 px tap target (theme) that keeps the line one text line high
          (the menu list reserves that height, so nothing moves when the line appears): its box reaches 12 px into the
          heading's margin above and the gap below, where nothing else can be tapped. */}
      <AppTextLink
        href={restaurantPath(restaurantId, 'select_receivetime')}
        style={{ marginBlock: (BODY2_LINE_PX - TAP_TARGET_PX) / 2 }}
      >
        {t('menuList.changeReceiveTime')}
      </AppTextLink>
    </div>
  );
}
