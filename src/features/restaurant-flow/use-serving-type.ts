'use client';

import { useCallback, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import {
  DEFAULT_SERVING_TYPE,
  EATING_LOCATION_PARAM,
  parseServingType,
  toEatingLocationParam,
  type ServingType,
} from '@/domain/serving-type';
import { storedState, useServingStore } from '@/lib/stored-state';

/** The serving type kept in session storage (`servingType`), or null when none was chosen. */
export function readStoredServingType(): ServingType | null {
  return storedState.get('servingType');
}

/** Stores the serving type in session storage (the customer's choice, remembered for the session). */
export function storeServingType(servingType: ServingType): void {
  if (readStoredServingType() !== servingType) storedState.set('servingType', servingType);
}

/** Forgets the stored serving type (readers fall back to the default). */
export function clearStoredServingType(): void {
  storedState.remove('servingType');
}

/**
 * The stored serving type: `undefined` until session storage was read (server render, hydration), then the stored
 * value or null when the customer has not chosen yet.
 */
export function useStoredServingType(): ServingType | null | undefined {
  return useServingStore((state) => state.servingType);
}

// Decision: one owner per place. A page whose address carries eating_location (menu pages, an item opened for
// editing) is owned by the address: it wins, the stored choice follows it (use-menu-context), and a change (header
// radios) rewrites the address. Elsewhere the stored choice is the value, takeout when none.
/**
 * The current serving type and its setter: the address's `eating_location` when present, else session storage
 * `servingType`, else the default (takeout). The setter stores the choice and, when the address carries
 * `eating_location`, rewrites it there (history.replaceState, which Next's router follows).
 */
export function useServingType(): [ServingType, (servingType: ServingType) => void] {
  const stored = useStoredServingType();
  const searchParams = useSearchParams();
  // Next follows history.replaceState in a transition, after the radio's own re-render: until the address object
  // changes, the choice just made is shown (else the controlled radio would snap back for a moment).
  const [requested, setRequested] = useState<{ at: typeof searchParams; value: ServingType } | null>(null);
  const fromAddress = searchParams?.get(EATING_LOCATION_PARAM) ?? null;
  const addressValue = fromAddress !== null ? parseServingType(fromAddress) : null;
  const pending = requested && requested.at === searchParams ? requested.value : null;
  const value = pending ?? addressValue ?? stored ?? DEFAULT_SERVING_TYPE;
  const set = useCallback(
    (servingType: ServingType) => {
      storeServingType(servingType);
      const url = new URL(window.location.href);
      if (!url.searchParams.has(EATING_LOCATION_PARAM)) return;
      setRequested({ at: searchParams, value: servingType });
      url.searchParams.set(EATING_LOCATION_PARAM, toEatingLocationParam(servingType));
      // `null` state: Next syncs its router (and useSearchParams) only with a state that is not its own.
      window.history.replaceState(null, '', url.toString());
    },
    [searchParams],
  );
  return [value, set];
}
