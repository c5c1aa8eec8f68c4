'use client';

import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/ui/brand/BrandProvider';
import { inquiryDisplay } from '@/ui/shell/footer-links';
import { ExternalTextLink } from '@/ui/controls/TextLink';
import { useRestaurantContact } from './use-restaurant-contact';

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
    <Box component="section" aria-labelledby="footer-inquiry-title" sx={{ textAlign: 'center' }}>
      <Typography id="footer-inquiry-title" component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('footer.inquiry.title')}
      </Typography>
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
        <Typography variant="body2">{t('footer.inquiry.none')}</Typography>
      )}
    </Box>
  );
}
