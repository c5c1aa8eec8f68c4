import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** Terms of sale (TermsOfSale). Placeholder until its issue builds the screen. */
export default async function TermsOfSalePage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <PagePlaceholder screen="termsOfSale" details={{ restaurantId }} />;
}
