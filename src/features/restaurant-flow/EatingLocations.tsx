'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { flowReturnPath, RETURN_TO_PARAM, withFlowReturn } from '@/domain/flow-return';
import { useTranslation } from 'react-i18next';
import { restaurantPath } from '@/domain/navigation';
import { eatingLocationPlan, isServingTypeAvailable, menusHref } from '@/domain/restaurant-flow';
import type { ServingType } from '@/domain/serving-type';
import { useLocalized } from '@/lib/i18n/use-language';
import { buttonLook } from '@/ui/controls/button-look';
import { ButtonIcon } from '@/ui/controls/ButtonIcon';
import { PathIcon } from '@/ui/controls/PathIcon';
import { FlowPage } from './FlowPage';
import styles from './EatingLocations.module.css';
import { storeReceiveTimes } from './use-receive-time';
import { storeServingType, useStoredServingType } from './use-serving-type';
import { useRestaurant } from './use-restaurant';

// Issue 29 (ADR 0026): Material's TakeoutDining and Storefront icons as inline paths (no SvgIcon code).
const CHOICES: readonly { type: ServingType; key: 'takeout' | 'eatIn'; icon: string }[] = [
  {
    type: 'takeout',
    key: 'takeout',
    icon: 'M5.26 11h13.48l-.67 9H5.93zm3.76-7h5.95L19 7.38l1.59-1.59L22 7.21 19.21 10H4.79L2 7.21 3.41 5.8 5 7.38z',
  },
  {
    type: 'eat_in',
    key: 'eatIn',
    icon: 'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z',
  },
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
          {CHOICES.map(({ type, key, icon }) => {
            const available = isServingTypeAvailable(data, type);
            const labelId = `eating-location-${key}-label`;
            const descriptionId = `eating-location-${key}-description`;
            return (
              <button
                key={type}
                type="button"
                className={buttonLook(
                  { variant: current === type && available ? 'contained' : 'outlined', size: 'large', fullWidth: true },
                  styles.choice,
                )}
                disabled={!available}
                onClick={() => choose(type)}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
              >
                <ButtonIcon>
                  <PathIcon d={icon} size="inherit" />
                </ButtonIcon>
                <span>
                  <span id={labelId} className={styles.label}>
                    {t(`eatingLocations.${key}`)}
                  </span>
                  <span id={descriptionId} className={styles.description}>
                    {available ? t(`eatingLocations.${key}Description`) : t('eatingLocations.unavailable')}
                  </span>
                </span>
              </button>
            );
          })}
        </div>
      ) : null}
    </FlowPage>
  );
}
