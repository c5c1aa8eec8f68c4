import { create } from 'zustand';
import { isSessionErrorCode } from '@/domain/session-errors';

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
  // E100110306, E100110506, E100610009 and E100110106 are routed once by the HTTP client (forced-logout and
  // card-expired modals, login error page): a screen's own copy for them would cover the right answer.
  open: (request) => {
    if (!isSessionErrorCode(request.code)) set({ request });
  },
  close: () => set({ request: null }),
}));

/** Opens the common error modal from anywhere. */
export function openErrorModal(request: ErrorModalRequest): void {
  useErrorModalStore.getState().open(request);
}
