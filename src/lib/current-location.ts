import { create } from 'zustand';
import type { Coordinates } from '@/domain/restaurant-list';

// Decision: the customer's position is kept in memory for the tab's life only, never in browser storage (SPEC 3 lists
// no key for it, and a position is personal data): a reload starts without one until the home page reads it again.
interface CurrentLocationState {
  /** The last position read (null: none known). */
  position: Coordinates | null;
  /** When it was read (ms since the epoch). */
  readAt: number | null;
  /** A read succeeded in this tab: the customer granted location (what counts where the Permissions API is missing). */
  readSucceeded: boolean;
  /** Records a position just read. */
  setPosition: (position: Coordinates, at: number) => void;
  /** A read failed: the position is no longer known, and a grant seen in this tab no longer counts. */
  forget: () => void;
}

/** The customer's current position, read on the home page (SPEC 4) and sent with the restaurant call (SPEC 7). */
export const useCurrentLocation = create<CurrentLocationState>((set) => ({
  position: null,
  readAt: null,
  readSucceeded: false,
  setPosition: (position, at) => set({ position, readAt: at, readSucceeded: true }),
  forget: () => set({ position: null, readAt: null, readSucceeded: false }),
}));
