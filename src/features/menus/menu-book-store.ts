'use client';

import type { MenuBookAction, MenuBookMode } from '@/domain/menu-book';
import { useShellStore } from '@/ui/shell/shell-store';

/**
 * The menu-book popup's mode has one owner, the shell store (`menuBookMode`), changed only through the domain's
 * transitions (`menuBookTransition`): the header's button dispatches 'toggle', the popup everything else.
 */
export function dispatchMenuBook(action: MenuBookAction): void {
  useShellStore.getState().dispatchMenuBook(action);
}

/** Opens the popup in tutorial mode (not closable by the overlay, no close button). */
export const openMenuBookTutorial = () => dispatchMenuBook('tutorial');
/** Closes the popup. */
export const closeMenuBook = () => dispatchMenuBook('close');

/** The popup's mode for rendering. */
export function useMenuBookMode(): MenuBookMode {
  return useShellStore((state) => state.menuBookMode);
}
