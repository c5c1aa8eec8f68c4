import { PagePlaceholder } from '@/ui/shell/PagePlaceholder';

/** Order detail (OrderDetail). Placeholder until its issue builds the screen. */
export default async function OrderDetailPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return <PagePlaceholder screen="orderDetail" details={{ orderId }} />;
}
