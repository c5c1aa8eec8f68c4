'use client';

import { useNow } from '@/lib/use-now';
import { useParams } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { FOOTER_VERSION } from '@/domain/constants';
import { useBrand } from '@/ui/brand/BrandProvider';
import { footerLinks } from '@/ui/shell/footer-links';
import { AppTextLink, ExternalTextLink } from '@/ui/controls/TextLink';
import { InquiryArea } from './InquiryArea';
import { LanguageSelect } from './LanguageSelect';
import { useMiniApp } from './use-mini-app';
import styles from './Footer.module.css';

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
    <footer className={styles.footer}>
      <LanguageSelect />
      <InquiryArea restaurantId={restaurantId} />
      <nav aria-label={t('footer.links.label')}>
        <ul className={styles.links}>
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
        </ul>
      </nav>
      <p className={styles.caption}>{t('footer.copyright', { year: new Date(now).getFullYear() })}</p>
      <p className={styles.caption}>{t('footer.version', { version: FOOTER_VERSION })}</p>
    </footer>
  );
}
