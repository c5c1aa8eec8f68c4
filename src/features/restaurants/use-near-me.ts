'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Coordinates } from '@/domain/restaurant-list';
import { useCurrentLocation } from '@/lib/current-location';
import { readPosition } from './read-position';

/** The "near me" search state. */
export interface NearMe {
  /** The customer switched "near me" on. */
  active: boolean;
  /** The position the search uses (null until known). */
  location: Coordinates | null;
  /** Reading the first position. */
  locating: boolean;
  /** The last read failed (the user-denied message shows). */
  failed: boolean;
  toggle: () => void;
}

// Decision: the position is asked for only when the customer taps "near me" (no permission prompt on arrival). The
// search uses the shared position (lib/current-location), which the home page keeps fresh every 5 minutes once
// location is granted (useHomeLocation, SPEC 4, 9): a position already known is used at once, without a new read. A
// failed read, or the position being lost later (a poll failed: the permission was revoked), switches "near me" off
// and shows the message.
/** "Near me": reads the position on demand with the domain's time-out; the home page's polling keeps it fresh. */
export function useNearMe(): NearMe {
  const [active, setActive] = useState(false);
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const position = useCurrentLocation((state) => state.position);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The shared position was forgotten while "near me" was on (a poll failed): off, with the message.
  const lost = active && !locating && !position;
  const on = active && !lost;

  const toggle = useCallback(() => {
    if (on) {
      setActive(false);
      return;
    }
    setFailed(false);
    setActive(true);
    if (useCurrentLocation.getState().position) return;
    setLocating(true);
    readPosition().then(
      (read) => {
        useCurrentLocation.getState().setPosition(read, Date.now());
        if (mounted.current) setLocating(false);
      },
      () => {
        useCurrentLocation.getState().forget();
        if (!mounted.current) return;
        setLocating(false);
        setFailed(true);
        setActive(false);
      },
    );
  }, [on]);

  return { active: on, location: on ? position : null, locating, failed: failed || lost, toggle };
}
