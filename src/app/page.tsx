import { BrandHome } from '@/features/brand';
import { RecentOrdersInProgress } from '@/features/orders';
import { BrandTop } from '@/features/restaurants';

/** Brand top (BrandTop): the brand heading, then recently ordered restaurants and the searchable restaurant list. */
export default function HomePage() {
  return (
    <BrandHome>
      <RecentOrdersInProgress />
      <BrandTop />
    </BrandHome>
  );
}
