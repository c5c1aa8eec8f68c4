import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** Select orders (Other). Placeholder until its issue builds the screen. */
export default async function SelectOrdersPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <PagePlaceholder screen="selectOrders" details={{ restaurantId }} />;
}
