'use client';

import { useTranslation } from 'react-i18next';
import { buttonLook } from '@/ui/controls/button-look';
import { ButtonIcon } from '@/ui/controls/ButtonIcon';
import { Spinner } from '@/ui/controls/Spinner';
import { PathIcon } from '@/ui/controls/PathIcon';
import type { NearMe } from './use-near-me';

// Issue 29 (ADR 0026): Material's MyLocation icon as an inline path (no SvgIcon code).
const MY_LOCATION_ICON =
  'M12 8c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m8.94 3c-.46-4.17-3.77-7.48-7.94-7.94V1h-2v2.06C6.83 3.52 3.52 6.83 3.06 11H1v2h2.06c.46 4.17 3.77 7.48 7.94 7.94V23h2v-2.06c4.17-.46 7.48-3.77 7.94-7.94H23v-2zM12 19c-3.87 0-7-3.13-7-7s3.13-7 7-7 7 3.13 7 7-3.13 7-7 7';

/**
 * The "near me" toggle of the brand top (pressed while the list is sorted by distance). ADR 0032: a plain button with
 * the theme's MUI Button look; a spinner shows only while the position is being found.
 */
export function NearMeButton({ nearMe }: { nearMe: NearMe }) {
  const { t } = useTranslation('restaurants');
  return (
    <button
      type="button"
      className={buttonLook({ variant: nearMe.active ? 'contained' : 'outlined' })}
      aria-pressed={nearMe.active}
      onClick={nearMe.toggle}
      disabled={nearMe.locating}
    >
      <ButtonIcon>
        {nearMe.locating ? <Spinner size={16} color="inherit" /> : <PathIcon d={MY_LOCATION_ICON} size="inherit" />}
      </ButtonIcon>
      {t('list.nearMe')}
    </button>
  );
}
