'use client';

import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { buttonLook } from '@/ui/controls/button-look';
import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@/api/generated/models';
import { imageSrc } from '@/domain/image';
import { restaurantPath } from '@/domain/navigation';
import { formatDistance } from '@/domain/restaurant-list';
import { useLocalized } from '@/lib/i18n/use-language';
import { Bone } from '@/ui/controls/Bone';
import { Notice } from '@/ui/restaurant/Notice';
import { Tag, TagRow } from '@/ui/restaurant/Tag';
import flowStyles from './FlowPage.module.css';
import styles from './RestaurantDetail.module.css';
import { RestaurantContact } from './RestaurantContact';
import { RestaurantHours } from './RestaurantHours';
import { useRestaurant } from './use-restaurant';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.partTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A body2 line of skeleton text (same line height as the text it stands for). */
function TextSkeleton({ width }: { width: string }) {
  return (
    <span className={styles.small} style={{ display: 'block' }}>
      <Bone variant="text" width={width} />
    </span>
  );
}

/** The parts below the name while loading: a few lines and the hours, at least the screen's height. */
function DetailSkeleton() {
  return (
    <div aria-hidden="true" className={styles.skeleton}>
      {['40%', '80%'].map((width) => (
        <div key={width}>
          <TextSkeleton width="30%" />
          <TextSkeleton width={width} />
        </div>
      ))}
      <div>
        <TextSkeleton width="30%" />
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className={styles.skeletonRow}>
            <TextSkeleton width="45%" />
          </div>
        ))}
      </div>
    </div>
  );
}

// ADR 0026: the detail is plain elements styled by a CSS module (MUI's Chip, Alert, Skeleton, Stack and Typography
// shipped ~5 kB of JS for looks only); the order button and the way back are the only controls.
/**
 * The detail page in one layout for both states: with `restaurant` undefined (loading) every data part is a skeleton
 * of the size of what replaces it (cover 16:9, name, chip, section contents, 7 hour rows), and the section headings
 * and buttons are already the real ones, so nothing below moves when the data arrives (CLS, issue 15).
 */
function DetailBody({ restaurantId, restaurant }: { restaurantId: string; restaurant: Restaurant | undefined }) {
  const { t } = useTranslation('restaurants');
  const localized = useLocalized();
  const name = restaurant ? localized(restaurant.name, restaurant.nameLanguages) : null;
  const distance = formatDistance(restaurant?.distanceMeters);
  return (
    <section aria-labelledby="page-title" aria-busy={!restaurant || undefined}>
      {restaurant ? (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- the image service's sized URL (domain imageSrc), as before; next/image would add its client code */}
          <img
            className={styles.cover}
            src={imageSrc(restaurant.coverImageUrl, 'kv') ?? undefined}
            alt={t('detail.coverAlt', { name })}
          />
        </>
      ) : (
        <div className={styles.cover}>
          <Bone variant="rectangular" width="100%" height="100%" />
        </div>
      )}
      <div className={styles.body}>
        <div>
          <h1 id="page-title" className={flowStyles.title}>
            {name ?? t('detail.title')}
          </h1>
          <TagRow className={styles.tags}>
            {restaurant ? (
              <Tag positive={restaurant.isOpen}>{restaurant.isOpen ? t('card.open') : t('card.closed')}</Tag>
            ) : (
              <Bone variant="rounded" width={64} height={24} />
            )}
            {/* The distance comes with a restaurant asked with the customer's position (SPEC 7, ui/restaurant). */}
            {distance ? <Tag>{t('card.distance', { distance })}</Tag> : null}
          </TagRow>
          {restaurant ? null : <div role="status" aria-label={t('flow.loading')} />}
        </div>
        {/* Decision (issue 27 item 8): the way in comes right under the name, above notices, address and hours, so
            it is on screen without scrolling at 320 × 568; in the flow (nothing fixed added). It needs only the id,
            so it is there while the restaurant loads too and nothing moves when the data arrives. */}
        <NextLink
          href={restaurantPath(restaurantId, 'callback')}
          className={buttonLook({ variant: 'contained', size: 'large', fullWidth: true })}
        >
          {t('detail.order')}
        </NextLink>
        {/* Decision (issue 15, CLS ≤ 0.02): while the restaurant loads, everything below its name is one skeleton of
            the screen's height (notices, if any, come first and would push the rest down); the parts and the way back
            to the list appear with the data, as new content, so nothing on screen moves. */}
        {restaurant ? (
          <>
            {restaurant.quickInformations?.length ? (
              <Part id="detail-notices" title={t('detail.notices')}>
                <div className={styles.notices}>
                  {restaurant.quickInformations.map((info, index) => (
                    <Notice
                      key={index}
                      role="alert"
                      severity={info.type === 'QUICK_INFORMATION_TYPE_ALERT' ? 'warning' : 'info'}
                    >
                      {localized(info.text, info.textLanguages)}
                    </Notice>
                  ))}
                </div>
              </Part>
            ) : null}
            <Part id="detail-serving" title={t('detail.servingTypes')}>
              <TagRow className={styles.serving}>
                {restaurant.isTakeoutAvailable ? <Tag>{t('card.takeout')}</Tag> : null}
                {restaurant.isEatInAvailable ? <Tag>{t('card.eatIn')}</Tag> : null}
              </TagRow>
            </Part>
            <Part id="detail-address" title={t('detail.address')}>
              <address className={styles.address}>{localized(restaurant.address, restaurant.addressLanguages)}</address>
            </Part>
            <Part id="detail-hours" title={t('detail.hours')}>
              <RestaurantHours hours={restaurant.businessHours ?? []} />
            </Part>
            <Part id="detail-contact" title={t('detail.contact')}>
              <RestaurantContact restaurant={restaurant} />
            </Part>
            <NextLink href="/" className={buttonLook({ fullWidth: true })}>
              {t('detail.backToList')}
            </NextLink>
          </>
        ) : (
          <DetailSkeleton />
        )}
      </div>
    </section>
  );
}

/** /restaurants/{id}/detail: restaurant information with cover, notices, address, hours and contact. */
export function RestaurantDetail({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('restaurants');
  const query = useRestaurant(restaurantId);
  if (query.data || query.isPending) return <DetailBody restaurantId={restaurantId} restaurant={query.data} />;
  // Failed: the common error modal is open over the page title.
  return (
    <section aria-labelledby="page-title" className={flowStyles.page}>
      <h1 id="page-title" className={flowStyles.title}>
        {t('detail.title')}
      </h1>
    </section>
  );
}
