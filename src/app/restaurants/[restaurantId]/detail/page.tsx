import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** Restaurant information (RestaurantInfo). Placeholder until its issue builds the screen. */
export default async function RestaurantDetailPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <PagePlaceholder screen="restaurantDetail" details={{ restaurantId }} />;
}
