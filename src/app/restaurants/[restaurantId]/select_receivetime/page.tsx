import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** Receive-time selection (Other). Placeholder until its issue builds the screen. */
export default async function SelectReceiveTimePage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <PagePlaceholder screen="selectReceiveTime" details={{ restaurantId }} />;
}
