'use client';

import Box from '@mui/material/Box';
import { useBrandContext } from '@/ui/brand/BrandProvider';
import { RecentRestaurants } from './RecentRestaurants';
import { RestaurantList } from './RestaurantList';
import { useHomeLocation } from './use-home-location';

/**
 * The brand top's restaurant part: recently ordered restaurants (logged in) and the searchable list.
 * (SPEC 2 "It also resets coupon dialogs": done by the coupon flow's host on `/`, features/coupons CouponQueryHost.)
 */
export function BrandTop() {
  const { brandId, brand } = useBrandContext();
  const id = brand?.brandId ?? brandId ?? null;
  useHomeLocation();
  return (
    <Box sx={{ px: 2, pb: 4 }}>
      <RecentRestaurants brandId={id} />
      <RestaurantList brandId={id} />
    </Box>
  );
}
