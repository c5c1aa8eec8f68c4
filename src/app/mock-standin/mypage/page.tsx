import { MockMyPage } from '@/mock';

/** Mock only: the brand's member page (src/proxy.ts serves /mock-standin/* only against the mock). */
export default function MockMyPagePage() {
  return <MockMyPage />;
}
