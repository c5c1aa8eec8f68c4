import { Suspense } from 'react';
import { RouteTranslations } from '@/lib/i18n/RouteTranslations';
import { MockStandin } from '@/mock';

/** Mock only: the card issuer's 3-D Secure challenge (src/proxy.ts answers 404 here unless the app talks to the mock). */
export default function ThreeDSecureStandinPage() {
  return (
    <Suspense>
      <RouteTranslations route="/mock-standin/3ds/challenge">
        <MockStandin provider="3ds" />
      </RouteTranslations>
    </Suspense>
  );
}
