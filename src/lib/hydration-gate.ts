'use client';

import {
  createContext,
  createElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

// Decision (docs/adr/0033): values only the browser has (stored state, the login, the screen's shell options) appear
// in one transition after hydration, not in React's synchronous re-render. React hydrates with a store's server
// snapshot; when the browser's snapshot differs, it re-renders every reader at once in the hydration's task (a
// useSyncExternalStore update is always synchronous): on the menu page that chain was three commits in one blocking
// task. Under <HydrationGate>, readers see the server snapshot until the gate opens in a transition, which React
// renders in slices between other work.

/**
 * Whether the page's hydration is done (the gate open): null without a gate (a component rendered on its own, as in
 * unit tests), where each reader falls back to React's own server-then-browser snapshots.
 */
const GateContext = createContext<boolean | null>(null);

/** Opens once the page has hydrated, in a transition: below it, readers switch to the browser's values together. */
export function HydrationGate({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => startTransition(() => setOpen(true)), []);
  return createElement(GateContext.Provider, { value: open }, children);
}

const noSubscription = () => () => {};
const always = () => true;
const never = () => false;

/** False during the server render and hydration, true afterwards: for values only the browser has (storage). */
export function useHydrated(): boolean {
  const gate = useContext(GateContext);
  // Under a gate this snapshot never changes (no synchronous re-render after hydration); without one it is React's.
  const ungated = useSyncExternalStore(noSubscription, gate === null ? always : never, never);
  return gate ?? ungated;
}

/**
 * A value of an external store (`subscribe`, `getSnapshot`) whose server render and hydration read `getServerSnapshot`:
 * React's useSyncExternalStore, except that under a <HydrationGate> the browser's value is read from the gate's opening.
 */
export function useSyncExternalStoreAfterHydration<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const live = useContext(GateContext) !== false;
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}

/** The part of a zustand store that a reader needs. */
interface ReadableStore<S> {
  getState: () => S;
  getInitialState: () => S;
  subscribe: (listener: () => void) => () => void;
}

/** A zustand store's slice, as zustand's `useStore` reads it, with the browser's state from the gate's opening. */
export function useStoreAfterHydration<S, U>(store: ReadableStore<S>, selector: (state: S) => U): U {
  const getSnapshot = useCallback(() => selector(store.getState()), [store, selector]);
  const getServerSnapshot = useCallback(() => selector(store.getInitialState()), [store, selector]);
  return useSyncExternalStoreAfterHydration(store.subscribe, getSnapshot, getServerSnapshot);
}

/**
 * A vanilla zustand store (`createStore`) as a hook plus its API, like zustand's `create`, whose readers follow the
 * hydration gate: `useX(selector)`, `useX.getState()`, `useX.setState()`, `useX.subscribe()` (and middleware's API).
 */
export function afterHydration<A extends ReadableStore<S>, S = ReturnType<A['getState']>>(
  store: A,
): A & (<U>(selector: (state: S) => U) => U) {
  const useBound = <U>(selector: (state: S) => U): U => useStoreAfterHydration(store, selector);
  return Object.assign(useBound, store);
}
