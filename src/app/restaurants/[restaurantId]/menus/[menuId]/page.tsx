import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** A menu, the restaurant top (RestaurantTop). Placeholder until its issue builds the screen. */
export default async function MenuPage({ params }: { params: Promise<{ restaurantId: string; menuId: string }> }) {
  const { restaurantId, menuId } = await params;
  return <PagePlaceholder screen="menu" details={{ restaurantId, menuId }} shell={{ menuBookButton: true, servingTypeRadios: true }} />;
}
