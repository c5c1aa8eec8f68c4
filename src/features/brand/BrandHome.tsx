'use client';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '@/domain/image';
import { useLocalized } from '@/lib/i18n/use-language';
import { useBrand } from '@/ui/brand/BrandProvider';
import surfaces from '@/ui/controls/surfaces.module.css';
import styles from './BrandHome.module.css';

// Decision (issue 27 item 8): the brand top leads to a restaurant. At 320 × 568 the 16:9 cover (180 px) and a roomy
// title pushed every restaurant below the fold; the cover is now a 5:1 band (64 px at 320, 120 px at most) and the
// name one compact line under it, so the search and the first restaurant card show without scrolling.
/** Brand top: the brand's cover as a band and its name (current language) as h1, then the page's content. */
export function BrandHome({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const localized = useLocalized();
  const cover = imageSrc(brand?.coverImageUrl, 'kv');
  return (
    <section aria-labelledby="page-title">
      {/* eslint-disable-next-line @next/next/no-img-element -- the image service's sized URL (domain imageSrc), as before; next/image would add its client code */}
      {cover ? <img className={styles.cover} src={cover} alt="" /> : null}
      <div className={styles.head}>
        <h1 id="page-title" className={surfaces.title}>
          {brand ? localized(brand.brandName, brand.brandNameLanguages) : ''}
        </h1>
        {children ? null : <p className={styles.placeholder}>{t('home.restaurantListPlaceholder')}</p>}
      </div>
      {children}
    </section>
  );
}
