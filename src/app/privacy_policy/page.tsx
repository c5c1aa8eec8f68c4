import { linePrivacyPolicyQuery } from '@/api/prefetchable-queries';
import { PrivacyPolicyPage as PrivacyPolicyScreen } from '@/features/line-mini-app';
import { ServerData } from '@/server/ServerData';

/** The brand's LINE mini-app privacy policy (footer link inside the LINE mini app), in the first HTML. */
export default function PrivacyPolicyPage() {
  return (
    <ServerData queries={({ brandId }) => [linePrivacyPolicyQuery(brandId)]}>
      <PrivacyPolicyScreen />
    </ServerData>
  );
}
