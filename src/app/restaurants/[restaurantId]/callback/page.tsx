import { Suspense } from 'react';
import { RestaurantCallback } from '@/features/restaurant-flow';

/** Redirect target that decides where to go (RestaurantCallback). */
export default async function RestaurantCallbackPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return (
    <Suspense>
      <RestaurantCallback restaurantId={restaurantId} />
    </Suspense>
  );
}
