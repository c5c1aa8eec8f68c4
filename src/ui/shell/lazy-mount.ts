'use client';

import { useEffect, useState } from 'react';

/**
 * True from the first render where `wanted` was true, and from then on: mounts an on-demand overlay (loaded with
 * `next/dynamic`) the first time it is needed and keeps it mounted, so its close animation still plays.
 */
export function useMountOnce(wanted: boolean): boolean {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted || wanted;
}

/**
 * `open`, one commit later. A component loaded on demand mounts with its store already open; MUI's Drawer skips the
 * enter transition when it mounts open (`appear` only after its first commit), so the drawer is mounted closed and
 * opened right after, which keeps the slide-in animation on the first open.
 */
export function useOpenAfterMount(open: boolean): boolean {
  const [mountedOnce, setMountedOnce] = useState(false);
  useEffect(() => {
    if (!open || mountedOnce) return;
    const frame = requestAnimationFrame(() => setMountedOnce(true));
    return () => cancelAnimationFrame(frame);
  }, [open, mountedOnce]);
  return open && mountedOnce;
}
