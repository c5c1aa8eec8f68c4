import { SelectReceiveTime } from '@/features/restaurant-flow';

/** Receive-time selection: now, or a time from the receive-times call. */
export default async function SelectReceiveTimePage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <SelectReceiveTime restaurantId={restaurantId} />;
}
