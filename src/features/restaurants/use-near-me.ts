'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { POLL_INTERVAL_MS } from '@/domain/geolocation';
import type { Coordinates } from '@/domain/restaurant-list';
import { readPosition } from './read-position';

/** The "near me" search state. */
export interface NearMe {
  /** The customer switched "near me" on. */
  active: boolean;
  /** The latest position (null until read). */
  location: Coordinates | null;
  /** Reading the first position. */
  locating: boolean;
  /** The last read failed (the user-denied message shows). */
  failed: boolean;
  toggle: () => void;
}

// Decision: the position is read only while "near me" is on (no permission prompt on arrival); it is re-read every
// 5 minutes while the brand top is shown (SPEC 4, 9). A failure switches "near me" off and shows the message.
/** "Near me": reads the position on demand with the domain's time-out and polls it while on the page. */
export function useNearMe(): NearMe {
  const [active, setActive] = useState(false);
  const [location, setLocation] = useState<Coordinates | null>(null);
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const read = useCallback(async (first: boolean) => {
    if (first) setLocating(true);
    try {
      const position = await readPosition();
      if (!mounted.current) return;
      setLocation(position);
      setFailed(false);
    } catch {
      if (!mounted.current) return;
      setFailed(true);
      setActive(false);
      setLocation(null);
    } finally {
      if (mounted.current && first) setLocating(false);
    }
  }, []);

  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => void read(false), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, read]);

  const toggle = useCallback(() => {
    if (active) {
      setActive(false);
      setLocation(null);
      return;
    }
    setActive(true);
    setFailed(false);
    void read(true);
  }, [active, read]);

  return { active, location, locating, failed, toggle };
}
