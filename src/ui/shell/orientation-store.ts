'use client';

import { useEffect } from 'react';
import { create } from 'zustand';

/** Landscape orientation of the device (SPEC 2 "tracks landscape orientation"). */
export const useOrientationStore = create<{ isLandscape: boolean; setLandscape: (value: boolean) => void }>()(
  (set) => ({
    isLandscape: false,
    setLandscape: (isLandscape) => set({ isLandscape }),
  }),
);

/** Keeps the store in step with `(orientation: landscape)`; mounted once by the app shell. */
export function OrientationTracker() {
  const setLandscape = useOrientationStore((state) => state.setLandscape);
  useEffect(() => {
    const query = window.matchMedia('(orientation: landscape)');
    const update = () => setLandscape(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setLandscape]);
  return null;
}
