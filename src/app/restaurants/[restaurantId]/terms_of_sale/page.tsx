import { TermsOfSale } from '@/features/checkout';

/** Terms of sale (TermsOfSale) of the restaurant. */
export default async function TermsOfSalePage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <TermsOfSale restaurantId={restaurantId} />;
}
