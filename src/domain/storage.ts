import { safeParse } from './storage-schema';
import { exceedsDepth, MAX_STORED_CHARS, MAX_STORED_DEPTH } from './storage-bounds';
import { STORAGE_KEYS, type StorageKeyDef, type StorageKeyMap, type StoredValue } from './storage-keys';

/** The part of the Web Storage API the typed storage needs (injected; localStorage/sessionStorage in the app). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The value a key accepts on write (its schema output). */
export type WritableValue<D> = D extends StorageKeyDef<infer T, infer _E> ? T : never;

/** Expiry options for a write: an absolute epoch-ms expiry or a lifetime from now. */
export interface SetOptions {
  readonly expiresAt?: number;
  readonly ttlMs?: number;
}

/** Typed get/set/remove over the keys of a key map. */
export interface TypedStorage<K extends StorageKeyMap> {
  /** Reads a key; expired, corrupt or wrong-shaped data gives the key's empty value and is removed. */
  get<N extends keyof K & string>(name: N): StoredValue<K[N]>;
  /** Writes a key as JSON (wrapped as {value, expiresAt} when it expires); false when invalid or not writable. */
  set<N extends keyof K & string>(name: N, value: WritableValue<K[N]>, options?: SetOptions): boolean;
  /** Removes a key. */
  remove<N extends keyof K & string>(name: N): void;
  /** Reads every key once, so whatever is expired, corrupt or out of bounds is removed (run once per visit). */
  sweep(): void;
}

/** Dependencies of the typed storage; a null area (server render) reads as empty and refuses writes. */
export interface TypedStorageDeps<K extends StorageKeyMap> {
  readonly local: StorageLike | null | undefined;
  readonly session: StorageLike | null | undefined;
  readonly now: () => number;
  readonly keys?: K;
}

interface Envelope {
  value: unknown;
  expiresAt: number;
}

function isEnvelope(data: unknown): data is Envelope {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const keys = Object.keys(data);
  return keys.length === 2 && 'value' in data && 'expiresAt' in data && Number.isFinite((data as Envelope).expiresAt);
}

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

// Decision: an expiry equal to now counts as expired, an expiry beyond now + the key's lifetime as corrupt; values
// longer than MAX_STORED_CHARS or nested deeper than MAX_STORED_DEPTH are removed before any schema sees them; storage exceptions (private mode, quota) read as empty and
// make `set` return false; values written without an expiry are stored as plain JSON (no envelope).
/** Creates a typed storage over injected local/session storages and clock. */
export function createTypedStorage<K extends StorageKeyMap = typeof STORAGE_KEYS>(
  deps: TypedStorageDeps<K>,
): TypedStorage<K> {
  const keys = (deps.keys ?? STORAGE_KEYS) as K;
  const areaOf = (d: StorageKeyDef<unknown, unknown>) => (d.area === 'local' ? deps.local : deps.session);

  function remove(name: keyof K & string): void {
    const d = keys[name]!;
    const area = areaOf(d);
    if (area) safely(() => area.removeItem(d.key), undefined);
  }

  function get(name: keyof K & string): unknown {
    const d = keys[name]!;
    const area = areaOf(d);
    const raw = area ? safely(() => area.getItem(d.key), null) : null;
    if (raw === null) return d.empty;
    if (raw.length > MAX_STORED_CHARS) {
      remove(name);
      return d.empty;
    }
    const data = safely<unknown>(() => JSON.parse(raw), undefined);
    if (exceedsDepth(data, MAX_STORED_DEPTH)) {
      remove(name);
      return d.empty;
    }
    let value = data;
    if (isEnvelope(data)) {
      // An expiry further away than the key's own lifetime was not written by this app.
      const tooFar = d.ttlMs !== undefined && data.expiresAt > deps.now() + d.ttlMs;
      if (data.expiresAt <= deps.now() || tooFar) {
        remove(name);
        return d.empty;
      }
      value = data.value;
    }
    const parsed = safeParse(d.schema, value);
    if (!parsed.success) {
      remove(name);
      return d.empty;
    }
    return parsed.output;
  }

  function set(name: keyof K & string, value: unknown, options: SetOptions = {}): boolean {
    const d = keys[name]!;
    const area = areaOf(d);
    if (!area || !safeParse(d.schema, value).success) return false;
    const ttl = options.ttlMs ?? d.ttlMs;
    const expiresAt = options.expiresAt ?? (ttl === undefined ? undefined : deps.now() + ttl);
    const json = JSON.stringify(expiresAt === undefined ? value : { value, expiresAt });
    return safely(() => {
      area.setItem(d.key, json);
      return true;
    }, false);
  }

  function sweep(): void {
    for (const name of Object.keys(keys)) get(name);
  }

  return { get, set, remove, sweep } as TypedStorage<K>;
}

/** An in-memory StorageLike (tests, server render, or when the browser refuses storage). */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}
