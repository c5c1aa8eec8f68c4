import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** Order form (Order). Placeholder until its issue builds the screen. */
export default async function OrderPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <PagePlaceholder screen="order" details={{ restaurantId }} shell={{ cart: false }} />;
}
