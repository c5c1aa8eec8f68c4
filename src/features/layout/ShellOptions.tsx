'use client';

import { useEffect } from 'react';
import { useShellStore, type ShellOptions as Options } from './shell-store';

/** A screen declares what it wants from the shell (header, footer, menu-book button, cart, serving radios). */
export function ShellOptions(props: Partial<Options>) {
  const setOptions = useShellStore((state) => state.setOptions);
  const resetOptions = useShellStore((state) => state.resetOptions);
  const key = JSON.stringify(props);
  useEffect(() => {
    setOptions(JSON.parse(key) as Partial<Options>);
    return resetOptions;
  }, [key, setOptions, resetOptions]);
  return null;
}
