'use client';

import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@/api/generated/models';
import { inquiryDisplay } from '@/ui/shell/footer-links';

/** The restaurant's contact per contactInformationType: CONTACT_URL link, PHONE_NUMBER tel link, NONE caption. */
export function RestaurantContact({
  restaurant,
}: {
  restaurant: Pick<Restaurant, 'contactInformationType' | 'contactInformation'>;
}) {
  const { t } = useTranslation('restaurants');
  const display = inquiryDisplay(restaurant.contactInformationType, restaurant.contactInformation);
  if (display.kind === 'link') {
    return (
      <Link href={display.href} target="_blank" rel="noopener noreferrer">
        {t('detail.contactLink')}
      </Link>
    );
  }
  if (display.kind === 'tel') {
    return (
      <Link href={display.href} aria-label={t('detail.telLabel', { number: display.number })}>
        {t('detail.tel', { number: display.number })}
      </Link>
    );
  }
  return <Typography variant="body2">{t('detail.noContact')}</Typography>;
}
