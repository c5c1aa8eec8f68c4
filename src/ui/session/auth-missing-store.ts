import { create } from 'zustand';

interface AuthMissingState {
  /** The path on which a call answered E100110106, or null. The shell shows the login error page there. */
  path: string | null;
  show: (path: string) => void;
  hide: () => void;
}

/** SPEC 2 "Error page": a missing authorization (E100110106) from any call leads to the error page with login. */
export const useAuthMissingStore = create<AuthMissingState>()((set) => ({
  path: null,
  show: (path) => set({ path }),
  hide: () => set({ path: null }),
}));
