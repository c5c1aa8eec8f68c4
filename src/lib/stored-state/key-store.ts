import { createStore } from 'zustand/vanilla';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { SetOptions, WritableValue } from '@/domain/storage';
import { safeParse, type Schema } from '@/domain/storage-schema';
import { STORAGE_KEYS, type StorageKeyName, type StoredValue } from '@/domain/storage-keys';
import { appStorage } from '@/lib/browser-storage';
import { afterHydration } from '@/lib/hydration-gate';

type Keys = typeof STORAGE_KEYS;

/** Every stored key but `cart`, whose owner is the cart store (docs/adr/0020). */
export type OwnedKey = Exclude<StorageKeyName, 'cart'>;

/** What a key holds when read. */
export type KeyValue<K extends OwnedKey> = StoredValue<Keys[K]>;

/**
 * The values of a store's keys: the stored value or the key's empty value (null, false) once read in the browser;
 * `undefined` in the server snapshot (server render and hydration), so a screen never renders stored data the server
 * could not see.
 */
export type KeyValues<N extends OwnedKey> = { [K in N]: KeyValue<K> | undefined };

/** A store's state: its keys' values and one typed write action. */
export type KeyStoreState<N extends OwnedKey> = KeyValues<N> & {
  /**
   * Writes a key (null or the key's empty value removes it). False, and nothing changes, when the value fails the
   * key's schema; false as well when the browser refused to keep it (private mode, quota). `options` sets the expiry.
   */
  write: <K extends N>(name: K, value: WritableValue<Keys[K]> | null, options?: SetOptions) => boolean;
};

/**
 * The persist storage of a group of keys: each key stays under its own name, area and format (plain JSON, or
 * `{value, expiresAt}` when it expires), read and written through the typed storage, so the stored shapes, the
 * expiry rules and the once-per-visit sweep apply as before. Only the keys whose value changed are written.
 */
function keysStorage<N extends OwnedKey>(
  names: readonly N[],
  pending: Map<OwnedKey, SetOptions>,
  refused: Set<OwnedKey>,
): PersistStorage<KeyValues<N>> {
  const written = new Map<OwnedKey, string>();
  return {
    getItem: () => {
      const state = {} as Record<N, unknown>;
      for (const name of names) {
        state[name] = appStorage().get(name);
        written.set(name, JSON.stringify(state[name]));
      }
      return { state: state as KeyValues<N>, version: 0 };
    },
    setItem: (_store, { state }) => {
      for (const name of names) {
        const value = state[name];
        const json = JSON.stringify(value);
        if (value === undefined || (written.get(name) === json && !pending.has(name))) continue;
        written.set(name, json);
        const options = pending.get(name);
        pending.delete(name);
        refused.delete(name);
        if (value === null || value === STORAGE_KEYS[name].empty) appStorage().remove(name);
        else if (!appStorage().set(name, value as never, options)) refused.add(name);
      }
    },
    removeItem: () => {
      for (const name of names) appStorage().remove(name);
    },
  };
}

/** Reads the key's raw storage name (`coupon_id` for couponId), for cross-tab `storage` events. */
const storedName = (name: OwnedKey) => STORAGE_KEYS[name].key;

/**
 * A typed zustand store owning `names` (zustand `persist` over `keysStorage`). In the browser it reads storage when it
 * is created; React reads the unread (undefined) values while it hydrates, then the stored ones from the hydration
 * gate's opening (lib/hydration-gate). Another tab's change of one of its keys is read again.
 */
export function createKeyStore<N extends OwnedKey>(storeName: string, names: readonly N[]) {
  const pending = new Map<OwnedKey, SetOptions>();
  const refused = new Set<OwnedKey>();
  const unread = Object.fromEntries(names.map((name) => [name, undefined])) as KeyValues<N>;
  const pick = (state: KeyStoreState<N>) =>
    Object.fromEntries(names.map((name) => [name, state[name]])) as KeyValues<N>;
  const store = createStore<KeyStoreState<N>>()(
    persist(
      (set) => ({
        ...unread,
        write: (name, value, options) => {
          if (typeof window === 'undefined') return false;
          const def = STORAGE_KEYS[name];
          let next: unknown = def.empty;
          if (value !== null) {
            const parsed = safeParse(def.schema as Schema<unknown>, value);
            if (!parsed.success) return false;
            next = parsed.output;
          }
          if (options) pending.set(name, options);
          set({ [name]: next } as Partial<KeyStoreState<N>>);
          return !refused.has(name);
        },
      }),
      { name: storeName, storage: keysStorage(names, pending, refused), partialize: pick },
    ),
  );
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    const keys = new Set(names.map(storedName));
    window.addEventListener('storage', (event) => {
      if (event.key === null || keys.has(event.key)) void store.persist.rehydrate();
    });
  }
  const access: KeyAccess = {
    names,
    value: (name) => store.getState()[name as N],
    write: (name, value, options) => store.getState().write(name as N, value as never, options),
    forget: (name) => store.setState({ [name]: STORAGE_KEYS[name].empty } as Partial<KeyStoreState<N>>),
    rehydrate: () => void store.persist.rehydrate(),
  };
  return Object.assign(afterHydration(store), { access });
}

/** A store's keys without their types, for the storage interface over all the stores (stores.ts). */
export interface KeyAccess {
  readonly names: readonly OwnedKey[];
  /** The key's value in the store (undefined before storage was read). */
  value(name: OwnedKey): unknown;
  write(name: OwnedKey, value: unknown, options?: SetOptions): boolean;
  /** Sets the key's empty value in the store (storage already dropped it, e.g. expired). */
  forget(name: OwnedKey): void;
  rehydrate(): void;
}

/** A store made by `createKeyStore`. */
export type KeyStore<N extends OwnedKey> = ReturnType<typeof createKeyStore<N>>;
