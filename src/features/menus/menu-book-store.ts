'use client';

import { create } from 'zustand';
import { menuBookTransition, type MenuBookAction, type MenuBookMode } from '@/domain/menu-book';
import { useShellStore } from '@/features/layout/shell-store';

/**
 * The menu-book popup's state: shown or not lives in the shell store (`menuBookOpen`, toggled by the header button);
 * the tutorial flag lives here. The mode is derived: closed, open or tutorial (domain menuBookTransition).
 */
interface MenuBookTutorialState {
  tutorial: boolean;
}

export const useMenuBookTutorialStore = create<MenuBookTutorialState>()(() => ({ tutorial: false }));

function currentMode(): MenuBookMode {
  if (!useShellStore.getState().menuBookOpen) return 'closed';
  return useMenuBookTutorialStore.getState().tutorial ? 'tutorial' : 'open';
}

/** Applies an action of the popup (tutorial, open, close, toggle, route change, overlay click). */
export function dispatchMenuBook(action: MenuBookAction): void {
  const next = menuBookTransition(currentMode(), action);
  useMenuBookTutorialStore.setState({ tutorial: next === 'tutorial' });
  if (useShellStore.getState().menuBookOpen !== (next !== 'closed')) useShellStore.getState().setMenuBookOpen(next !== 'closed');
}

/** Opens the popup in tutorial mode (not closable by the overlay, no close button). */
export const openMenuBookTutorial = () => dispatchMenuBook('tutorial');
/** Closes the popup. */
export const closeMenuBook = () => dispatchMenuBook('close');

// The header toggles the shell flag directly: a popup closed that way is no longer in tutorial mode.
if (typeof window !== 'undefined') {
  useShellStore.subscribe((state, previous) => {
    if (previous.menuBookOpen && !state.menuBookOpen && useMenuBookTutorialStore.getState().tutorial) {
      useMenuBookTutorialStore.setState({ tutorial: false });
    }
  });
}

/** The popup's mode for rendering. */
export function useMenuBookMode(): MenuBookMode {
  const open = useShellStore((state) => state.menuBookOpen);
  const tutorial = useMenuBookTutorialStore((state) => state.tutorial);
  if (!open) return 'closed';
  return tutorial ? 'tutorial' : 'open';
}
