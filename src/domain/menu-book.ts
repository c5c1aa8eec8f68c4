// The menu-book popup's states (SPEC 4 "Menu popup": closed, open, tutorial; SPEC 2 "Menu-book popup").

/** The popup's state. */
export type MenuBookMode = 'closed' | 'open' | 'tutorial';

/** The popup's actions (SPEC 2 "It opens through tutorial, open, close and toggle actions") and a route change. */
export type MenuBookAction = 'tutorial' | 'open' | 'close' | 'toggle' | 'routeChange' | 'overlayClick';

// Decision: toggle closes a shown popup (open or tutorial) and opens a closed one; open does not downgrade a running
// tutorial; a tap on the overlay closes only the open state (SPEC 2 "In tutorial mode it cannot be closed by tapping
// the overlay").
/** The next state of the popup. */
export function menuBookTransition(mode: MenuBookMode, action: MenuBookAction): MenuBookMode {
  switch (action) {
    case 'tutorial':
      return 'tutorial';
    case 'open':
      return mode === 'tutorial' ? 'tutorial' : 'open';
    case 'toggle':
      return mode === 'closed' ? 'open' : 'closed';
    case 'overlayClick':
      return mode === 'tutorial' ? 'tutorial' : 'closed';
    case 'close':
    case 'routeChange':
      return 'closed';
  }
}

/** SPEC 2: the close button is hidden in tutorial mode. */
export function showsCloseButton(mode: MenuBookMode): boolean {
  return mode === 'open';
}

// Decision: in the open state a tile that is already selected still navigates (and so closes the popup); the tutorial
// opens when the menu shown is not among the menus offered for the serving type, so that the customer picks one.
/** True when a menu page should open the popup in tutorial mode: its menu is not offered (and others are). */
export function needsMenuTutorial(input: {
  isMenuViewOnly: boolean;
  currentMenuId: string;
  offeredMenuIds: readonly string[];
}): boolean {
  return (
    !input.isMenuViewOnly && input.offeredMenuIds.length > 0 && !input.offeredMenuIds.includes(input.currentMenuId)
  );
}
