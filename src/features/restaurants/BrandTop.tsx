'use client';

import { useBrandContext } from '@/ui/brand/BrandProvider';
import { RecentRestaurants } from './RecentRestaurants';
import { RestaurantList } from './RestaurantList';
import { useHomeLocation } from './use-home-location';
import styles from './RestaurantList.module.css';

/**
 * The brand top's restaurant part: recently ordered restaurants (logged in) and the searchable list.
 * (SPEC 2 "It also resets coupon dialogs": done by the coupon flow's host on `/`, features/coupons CouponQueryHost.)
 */
export function BrandTop() {
  const { brandId, brand } = useBrandContext();
  const id = brand?.brandId ?? brandId ?? null;
  useHomeLocation();
  return (
    <div className={styles.top}>
      <RecentRestaurants brandId={id} />
      <RestaurantList brandId={id} />
    </div>
  );
}
