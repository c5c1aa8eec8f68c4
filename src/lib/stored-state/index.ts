export { createKeyStore, type KeyStoreState, type KeyValue, type KeyValues, type OwnedKey } from './key-store';
export {
  readFromStorage,
  rehydrateStoredState,
  storedState,
  useCouponStore,
  useMiniAppStore,
  usePreferencesStore,
  useServingStore,
  useSessionStore,
} from './stores';
