import { MockDAccountLogin } from '@/mock';

/** Mock only: the d-account login page (src/proxy.ts serves /mock-standin/* only against the mock). */
export default function MockDAccountLoginPage() {
  return <MockDAccountLogin />;
}
