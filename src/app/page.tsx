import { openingRestaurantListQuery, prefectureListQuery } from '@/api/prefetchable-queries';
import { BrandHome } from '@/features/brand';
import { RecentOrdersInProgress } from '@/features/orders';
import { BrandTop } from '@/features/restaurants';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';
import { ServerData } from '@/server/ServerData';

/**
 * Brand top (BrandTop): the brand heading, then recently ordered restaurants and the searchable restaurant list, whose
 * opening page and the prefecture filter's names come with the first HTML (src/server/prefetch.server.ts).
 */
export default function HomePage() {
  return (
    <RouteTranslations route="/">
      <BrandHome>
        <RecentOrdersInProgress />
        <ServerData queries={({ brandId }) => [openingRestaurantListQuery(brandId), prefectureListQuery(brandId)]}>
          <BrandTop />
        </ServerData>
      </BrandHome>
    </RouteTranslations>
  );
}
