'use client';

import Button from '@mui/material/Button';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TakeoutDiningIcon from '@mui/icons-material/TakeoutDining';
import { useRouter, useSearchParams } from 'next/navigation';
import { flowReturnPath, RETURN_TO_PARAM, withFlowReturn } from '@/domain/flow-return';
import { useTranslation } from 'react-i18next';
import { restaurantPath } from '@/domain/navigation';
import { eatingLocationPlan, isServingTypeAvailable, menusHref } from '@/domain/restaurant-flow';
import type { ServingType } from '@/domain/serving-type';
import { useLocalized } from '@/lib/i18n/use-language';
import { FlowPage } from './FlowPage';
import styles from './EatingLocations.module.css';
import { storeReceiveTimes } from './use-receive-time';
import { storeServingType, useStoredServingType } from './use-serving-type';
import { useRestaurant } from './use-restaurant';

const CHOICES: readonly { type: ServingType; key: 'takeout' | 'eatIn'; Icon: typeof StorefrontIcon }[] = [
  { type: 'takeout', key: 'takeout', Icon: TakeoutDiningIcon },
  { type: 'eat_in', key: 'eatIn', Icon: StorefrontIcon },
];

/** /restaurants/{id}/eating_locations: eat-in or takeout; stores servingType and moves on (domain eatingLocationPlan). */
export function EatingLocations({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('restaurants');
  const localized = useLocalized();
  const router = useRouter();
  const searchParams = useSearchParams();
  const restaurant = useRestaurant(restaurantId);
  const current = useStoredServingType();
  const data = restaurant.data;

  const choose = (type: ServingType) => {
    storeServingType(type);
    const plan = eatingLocationPlan(type);
    storeReceiveTimes(plan.receiveTimes);
    const returnTo = flowReturnPath(searchParams.get(RETURN_TO_PARAM), restaurantId);
    if (plan.target === 'menus') router.push(returnTo ?? menusHref(restaurantId, type));
    else router.push(withFlowReturn(restaurantPath(restaurantId, plan.target), returnTo));
  };

  return (
    <FlowPage
      title={t('eatingLocations.title')}
      restaurantName={data ? localized(data.name, data.nameLanguages) : null}
      loading={restaurant.isPending}
    >
      {data ? (
        <div className={styles.choices}>
          {CHOICES.map(({ type, key, Icon }) => {
            const available = isServingTypeAvailable(data, type);
            const labelId = `eating-location-${key}-label`;
            const descriptionId = `eating-location-${key}-description`;
            return (
              <Button
                key={type}
                variant={current === type && available ? 'contained' : 'outlined'}
                size="large"
                fullWidth
                disabled={!available}
                onClick={() => choose(type)}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
                startIcon={<Icon aria-hidden />}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', py: 2, flexDirection: 'row' }}
              >
                <span>
                  <span id={labelId} className={styles.label}>
                    {t(`eatingLocations.${key}`)}
                  </span>
                  <span id={descriptionId} className={styles.description}>
                    {available ? t(`eatingLocations.${key}Description`) : t('eatingLocations.unavailable')}
                  </span>
                </span>
              </Button>
            );
          })}
        </div>
      ) : null}
    </FlowPage>
  );
}
