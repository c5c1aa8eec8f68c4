'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useBrandContext } from '@/ui/brand/BrandProvider';
import { runLineLaunch } from './launch-flow';
import { useLineStore } from './line-store';
import { LineStartView } from './LineStartView';

/** Runs the LIFF start of this page load (again on "try again") and shows its progress and errors. Lazy chunk. */
export default function LineMiniAppHost({ liffMock }: { liffMock: boolean }) {
  const { brandId, brand } = useBrandContext();
  const attempt = useLineStore((state) => state.attempt);
  const router = useRouter();

  useEffect(() => {
    let cancelled = false;
    void runLineLaunch({
      brandId,
      brand,
      liffMock,
      navigate: (path) => router.replace(path),
      isCancelled: () => cancelled,
    });
    return () => {
      cancelled = true;
    };
  }, [attempt, brandId, brand, liffMock, router]);

  return <LineStartView />;
}
