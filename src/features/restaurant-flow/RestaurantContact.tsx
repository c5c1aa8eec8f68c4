'use client';

import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@/api/generated/models';
import { ExternalTextLink } from '@/ui/controls/TextLink';
import { inquiryDisplay } from '@/ui/shell/footer-links';
import styles from './RestaurantContact.module.css';

// Issue 29 (ADR 0026): the links are the shell's plain text links (44 px targets), not MUI's Link; the note is a <p>.
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
      <ExternalTextLink href={display.href} target="_blank" rel="noopener noreferrer">
        {t('detail.contactLink')}
      </ExternalTextLink>
    );
  }
  if (display.kind === 'tel') {
    return (
      <ExternalTextLink href={display.href} aria-label={t('detail.telLabel', { number: display.number })}>
        {t('detail.tel', { number: display.number })}
      </ExternalTextLink>
    );
  }
  return <p className={styles.note}>{t('detail.noContact')}</p>;
}
