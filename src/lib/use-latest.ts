'use client';

import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A ref that always holds the latest value, so stable callbacks can read current props without re-creating. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
