'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { isLocationReadDue, POLL_INTERVAL_MS, pollsLocation } from '@/domain/geolocation';
import { pageKindOf } from '@/domain/page-kind';
import { useCurrentLocation } from '@/lib/current-location';
import { readPosition } from './read-position';
import { useLocationPermission } from './use-location-permission';

/** One read into the shared position; a failure forgets it (the next tick tries again). */
async function readInto(isCurrent: () => boolean): Promise<void> {
  try {
    const position = await readPosition();
    if (isCurrent()) useCurrentLocation.getState().setPosition(position, Date.now());
  } catch {
    if (isCurrent()) useCurrentLocation.getState().forget();
  }
}

/**
 * SPEC 4 "Location is read every 5 minutes while on the home page" (SPEC 9 "polled every 5 minutes on the home
 * page"): while the page is the home page (domain shouldPollLocation, through pollsLocation) and the customer has
 * granted location, the position is read at once when none is fresh, then every 5 minutes, into the shared position
 * that "near me" and the restaurant call use. Never prompts (see pollsLocation). A hidden tab skips its reads and
 * reads on its return when one is due.
 */
export function useHomeLocation(): void {
  const page = pageKindOf(usePathname() ?? '/');
  const permission = useLocationPermission();
  const readSucceeded = useCurrentLocation((state) => state.readSucceeded);
  const polls = pollsLocation(page, permission, readSucceeded);

  useEffect(() => {
    if (!polls) return undefined;
    let current = true;
    const isCurrent = () => current;
    const visible = () => document.visibilityState !== 'hidden';
    const readIfDue = () => {
      if (visible() && isLocationReadDue(useCurrentLocation.getState().readAt, Date.now())) void readInto(isCurrent);
    };
    readIfDue();
    const timer = setInterval(() => {
      if (visible()) void readInto(isCurrent);
    }, POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', readIfDue);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', readIfDue);
    };
  }, [polls]);
}
