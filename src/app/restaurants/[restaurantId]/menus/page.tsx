import { OrderInProgressBanner, ReorderReview } from '@/features/orders';
import { MenuListScreen } from '@/features/menus';

/** Menu list (page kind Menus). */
export default async function MenusPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return (
    <>
      <OrderInProgressBanner restaurantId={restaurantId} />
      <MenuListScreen restaurantId={restaurantId} />
      <ReorderReview restaurantId={restaurantId} />
    </>
  );
}
