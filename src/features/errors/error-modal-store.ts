import { create } from 'zustand';

export interface ErrorModalRequest {
  /** Catalogue endpoint (operation) name, e.g. 'getRestaurant', 'updateCart'. */
  endpoint: string;
  /** Server error code (data.code) or network code. */
  code: string | null;
  /** Restaurant for restaurant-bound buttons; defaults to the one in the route. */
  restaurantId?: string | null;
  /** Runs after the button's action (e.g. clear the stored cart). */
  onDone?: () => void;
}

interface ErrorModalState {
  request: ErrorModalRequest | null;
  open: (request: ErrorModalRequest) => void;
  close: () => void;
}

/** The common error modal (SPEC 2): one at a time; the latest error wins. */
export const useErrorModalStore = create<ErrorModalState>()((set) => ({
  request: null,
  open: (request) => set({ request }),
  close: () => set({ request: null }),
}));

/** Opens the common error modal from anywhere. */
export function openErrorModal(request: ErrorModalRequest): void {
  useErrorModalStore.getState().open(request);
}
