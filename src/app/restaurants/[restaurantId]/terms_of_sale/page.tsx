import { termsOfSaleQuery } from '@/api/prefetchable-queries';
import { TermsOfSale } from '@/features/checkout';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';
import { ServerData } from '@/server/ServerData';

/** Terms of sale (TermsOfSale) of the restaurant, in the first HTML (src/server/prefetch.server.ts). */
export default async function TermsOfSalePage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return (
    <ServerData queries={() => [termsOfSaleQuery(restaurantId)]}>
      <RouteTranslations route="/restaurants/[restaurantId]/terms_of_sale">
        <TermsOfSale restaurantId={restaurantId} />
      </RouteTranslations>
    </ServerData>
  );
}
