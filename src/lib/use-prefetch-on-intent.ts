'use client';

import { useEffect, useMemo, useRef, type PointerEvent } from 'react';
import { useLatest } from './use-latest';

// ADR 0016: a mouse or pen resting on a card for HOVER_INTENT_MS counts as intent (a cursor sweeping across a list on
// its way elsewhere does not ask for every card it crosses); a pointer down (a finger landing, a press) and keyboard
// focus count at once. Nothing happens on pointer moves, so a touch scroll asks at most for the card it started on.
/** How long a hovering mouse or pen rests on a card before its next step's data is asked for. */
export const HOVER_INTENT_MS = 65;

/** The handlers to spread on the element that leads to the next step (a link, a tile). */
export interface IntentHandlers {
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  onPointerDown: (event: PointerEvent) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * Calls `prefetch` when the user shows the intent to open an element: a hover that rests (HOVER_INTENT_MS), a pointer
 * down, or keyboard focus. Once per intent burst: the events of one hover, press or tap (enter, down, focus) call it
 * once; the burst ends when a hovering pointer leaves or the focus leaves, and a new touch starts a new one.
 * `prefetch` may change on every render (the latest one is called); undefined turns the handlers off.
 */
export function usePrefetchOnIntent(prefetch: (() => void) | undefined): IntentHandlers {
  const latest = useLatest(prefetch);
  const fired = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useMemo(() => {
    const cancelHover = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
    const fire = () => {
      cancelHover();
      if (fired.current || !latest.current) return;
      fired.current = true;
      latest.current();
    };
    return {
      onPointerEnter: (event) => {
        // A finger's enter comes with its pointer down, which asks at once.
        if (event.pointerType === 'touch' || fired.current) return;
        cancelHover();
        timer.current = setTimeout(fire, HOVER_INTENT_MS);
      },
      onPointerLeave: (event) => {
        cancelHover();
        // A finger leaves on lifting, before the tap's focus: its burst lasts until the next touch.
        if (event.pointerType !== 'touch') fired.current = false;
      },
      onPointerDown: (event) => {
        if (event.pointerType === 'touch') fired.current = false;
        fire();
      },
      onFocus: fire,
      onBlur: () => {
        cancelHover();
        fired.current = false;
      },
    };
  }, [latest]);
}
