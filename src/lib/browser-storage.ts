import { createTypedStorage, type TypedStorage } from '@/domain/storage';
import type { STORAGE_KEYS } from '@/domain/storage-keys';

let instance: TypedStorage<typeof STORAGE_KEYS> | null = null;

function area(pick: () => Storage): Storage | null {
  try {
    return pick();
  } catch {
    return null;
  }
}

/** The app's typed browser storage (domain rules: validation, expiry). Empty and read-only on the server. */
export function appStorage(): TypedStorage<typeof STORAGE_KEYS> {
  if (typeof window === 'undefined') return createTypedStorage({ local: null, session: null, now: Date.now });
  instance ??= createTypedStorage({
    local: area(() => window.localStorage),
    session: area(() => window.sessionStorage),
    now: Date.now,
  });
  return instance;
}
