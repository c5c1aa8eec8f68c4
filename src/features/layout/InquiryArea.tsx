'use client';

import { useTranslation } from 'react-i18next';
import { useBrand } from '@/ui/brand/BrandProvider';
import { inquiryDisplay } from '@/ui/shell/footer-links';
import { ExternalTextLink } from '@/ui/controls/TextLink';
import { useRestaurantContact } from './use-restaurant-contact';
import styles from './Footer.module.css';

/**
 * The inquiry area: on brand pages the brand's contactInformationType, on restaurant pages the restaurant's own
 * (SPEC 2): NONE → default caption, CONTACT_URL → inquiry link, PHONE_NUMBER → tel link.
 */
export function InquiryArea({ restaurantId }: { restaurantId: string | null }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const restaurant = useRestaurantContact(restaurantId);
  const source = restaurantId ? restaurant : brand;
  const display = inquiryDisplay(source?.contactInformationType, source?.contactInformation);
  return (
    <section aria-labelledby="footer-inquiry-title" className={styles.inquiry}>
      <h2 id="footer-inquiry-title" className={styles.inquiryTitle}>
        {t('footer.inquiry.title')}
      </h2>
      {display.kind === 'link' ? (
        <ExternalTextLink href={display.href} target="_blank" rel="noopener noreferrer" gutters>
          {t('footer.inquiry.link')}
        </ExternalTextLink>
      ) : display.kind === 'tel' ? (
        <ExternalTextLink
          href={display.href}
          aria-label={t('footer.inquiry.telLabel', { number: display.number })}
          gutters
        >
          {t('footer.inquiry.tel', { number: display.number })}
        </ExternalTextLink>
      ) : (
        <p className={styles.inquiryNone}>{t('footer.inquiry.none')}</p>
      )}
    </section>
  );
}
