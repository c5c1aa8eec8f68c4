'use client';

import { useNow } from '@/lib/use-now';
import { useTranslation } from 'react-i18next';
import type { MenuSummary } from '@/api/generated/models';
import { menuTileTime } from '@/domain/receive-time';
import { useLocalized } from '@/lib/i18n/use-language';
import { PathIcon } from '@/ui/controls/PathIcon';
import { MenuImage } from './MenuImage';
import { MenuTileTime } from './MenuTileTime';
import { MenuTag } from './MenuTag';
import tagStyles from './MenuTag.module.css';
import styles from './MenuTileContent.module.css';

/** Image size of a menu tile (the spec's thumbnail kind, 84 px). */
const TILE_IMAGE = 84;

/** @mui/icons-material CheckCircle's path data. */
const CHECK_CIRCLE_ICON =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z';

/** Name, image, time note, availability and (when selected) a check mark of one menu. */
export function MenuTileContent({
  summary,
  selected,
  selectedLabel,
  isMenuViewOnly,
}: {
  summary: MenuSummary;
  selected: boolean;
  /** Text read out with the check mark (e.g. "selected", "last chosen"). */
  selectedLabel: string;
  isMenuViewOnly: boolean;
}) {
  const { t } = useTranslation('menus');
  const localized = useLocalized();
  // A later-date time already says the menu is not orderable now: no "outside ordering hours" chip beside it.
  const laterDate = menuTileTime(summary, useNow()).kind === 'laterDate';
  const availability =
    isMenuViewOnly || (laterDate && summary.menuAvailability === 'OutOfOrderTime')
      ? 'Available'
      : summary.menuAvailability;
  return (
    <div className={styles.tile}>
      <MenuImage src={summary.imageUrl} kind="menu" alt="" width={TILE_IMAGE} height={TILE_IMAGE} />
      <div className={styles.text}>
        <span className={styles.name}>{localized(summary.name, summary.nameLanguages)}</span>
        <MenuTileTime summary={summary} />
        {availability === 'Disabled' ? (
          <MenuTag variant="outlined" className={tagStyles.below}>
            {t('menuTile.disabled')}
          </MenuTag>
        ) : null}
        {availability === 'OutOfOrderTime' ? (
          <MenuTag variant="outlined" className={tagStyles.below}>
            {t('menuTile.outOfOrderTime')}
          </MenuTag>
        ) : null}
      </div>
      {selected ? <PathIcon d={CHECK_CIRCLE_ICON} title={selectedLabel} className={styles.check} /> : null}
    </div>
  );
}
