'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { useShellStore } from '@/features/layout/shell-store';

/**
 * The shell flags of the menu screens: the menu-book button, and the takeout / eat-in radios unless view-only.
 * Unlike the shell's <ShellOptions>, it re-applies them whenever the address changes: the item sheet opened over a menu
 * page (intercepted route) has its own <ShellOptions>, which resets the shell when it closes while this page stays.
 */
export function MenuShellOptions({ servingTypeRadios }: { servingTypeRadios: boolean }) {
  const pathname = usePathname();
  const setOptions = useShellStore((state) => state.setOptions);
  const resetOptions = useShellStore((state) => state.resetOptions);
  useEffect(() => {
    setOptions({ menuBookButton: true, servingTypeRadios });
  }, [pathname, servingTypeRadios, setOptions]);
  useEffect(() => resetOptions, [resetOptions]);
  return null;
}
