import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** Redirect target that decides where to go (RestaurantCallback). Placeholder until its issue builds the screen. */
export default async function RestaurantCallbackPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <PagePlaceholder screen="restaurantCallback" details={{ restaurantId }} />;
}
