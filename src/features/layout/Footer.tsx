'use client';

import Box from '@mui/material/Box';
import { useNow } from '@/lib/use-now';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { FOOTER_VERSION } from '@/domain/constants';
import { useBrand } from '@/ui/brand/BrandProvider';
import { footerLinks } from '@/ui/shell/footer-links';
import { AppTextLink, ExternalTextLink } from '@/ui/controls/TextLink';
import { InquiryArea } from './InquiryArea';
import { LanguageSelect } from './LanguageSelect';
import { useMiniApp } from './use-mini-app';

/** The footer: language select, inquiry area, links, copyright and version (SPEC 2 "Shared layout"). */
export function Footer() {
  const { t } = useTranslation();
  const now = useNow();
  const brand = useBrand();
  const { isLineMiniApp } = useMiniApp();
  const params = useParams<{ restaurantId?: string }>();
  const restaurantId = params?.restaurantId ?? null;
  const links = footerLinks({ enableIdIntegration: Boolean(brand?.enableIdIntegration), isLineMiniApp, restaurantId });

  return (
    <Box
      component="footer"
      sx={{
        mt: 4,
        px: 2,
        pt: 3,
        pb: 3,
        bgcolor: 'grey.100',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
        <LanguageSelect />
        <InquiryArea restaurantId={restaurantId} />
        <Box component="nav" aria-label={t('footer.links.label')}>
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, textAlign: 'center' }}>
            {links.map((link) => (
              <li key={link.label}>
                {link.external ? (
                  <ExternalTextLink href={link.href} target="_blank" rel="noopener noreferrer" footer gutters>
                    {t(link.label)}
                  </ExternalTextLink>
                ) : (
                  <AppTextLink href={link.href} footer gutters>
                    {t(link.label)}
                  </AppTextLink>
                )}
              </li>
            ))}
          </Stack>
        </Box>
        <Typography variant="caption" component="p" color="text.secondary">
          {t('footer.copyright', { year: new Date(now).getFullYear() })}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary">
          {t('footer.version', { version: FOOTER_VERSION })}
        </Typography>
      </Stack>
    </Box>
  );
}
