'use client';

import { useEffect, useRef } from 'react';
import { useShellStore, type ShellOptions as Options } from './shell-store';

/**
 * A screen declares what it wants from the shell (header, footer, menu-book button, cart, serving radios). Each
 * mounted declaration is one layer: when a screen on top (the item sheet over a menu page) unmounts, only its own
 * layer goes and the screen underneath gets its options back.
 */
export function ShellOptions(props: Partial<Options>) {
  const key = JSON.stringify(props);
  const layerId = useRef<number | null>(null);
  useEffect(() => {
    const { addOptionsLayer, updateOptionsLayer } = useShellStore.getState();
    const options = JSON.parse(key) as Partial<Options>;
    if (layerId.current === null) layerId.current = addOptionsLayer(options);
    else updateOptionsLayer(layerId.current, options);
  }, [key]);
  useEffect(
    () => () => {
      if (layerId.current !== null) useShellStore.getState().removeOptionsLayer(layerId.current);
      layerId.current = null;
    },
    [],
  );
  return null;
}
