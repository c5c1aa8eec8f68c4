import { MockSignIn } from '@/mock';

/** Mock only: the login provider's sign-in page (src/proxy.ts serves /mock-standin/* only against the mock). */
export default function MockSignInPage() {
  return <MockSignIn />;
}
