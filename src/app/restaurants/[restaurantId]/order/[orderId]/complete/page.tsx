import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** Order complete (OrderComplete). Placeholder until its issue builds the screen. */
export default async function OrderCompletePage({ params }: { params: Promise<{ restaurantId: string; orderId: string }> }) {
  const { restaurantId, orderId } = await params;
  return <PagePlaceholder screen="orderComplete" details={{ restaurantId, orderId }} shell={{ cart: false }} />;
}
