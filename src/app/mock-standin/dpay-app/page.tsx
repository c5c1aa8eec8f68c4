import { MockDPayApp } from '@/mock';

/** Mock only: the d払い app that launches the mini app (src/proxy.ts serves /mock-standin/* only against the mock). */
export default function MockDPayAppPage() {
  return <MockDPayApp />;
}
