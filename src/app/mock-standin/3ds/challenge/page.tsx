import { Suspense } from 'react';
import { MockStandin } from '@/mock';

/** Mock only: the card issuer's 3-D Secure challenge (src/proxy.ts answers 404 here unless the app talks to the mock). */
export default function ThreeDSecureStandinPage() {
  return (
    <Suspense>
      <MockStandin provider="3ds" />
    </Suspense>
  );
}
