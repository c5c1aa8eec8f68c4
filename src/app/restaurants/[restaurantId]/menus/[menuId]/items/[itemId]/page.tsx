import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** Item detail (ItemDetail). Placeholder until its issue builds the screen. */
export default async function ItemDetailPage({ params }: { params: Promise<{ restaurantId: string; menuId: string; itemId: string }> }) {
  const { restaurantId, menuId, itemId } = await params;
  return <PagePlaceholder screen="itemDetail" details={{ restaurantId, menuId, itemId }} shell={{ menuBookButton: true }} />;
}
