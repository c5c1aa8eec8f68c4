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

/**
 * The app's typed browser storage (domain rules: validation, expiry). Empty and read-only on the server. The first
 * use in a page sweeps every key once, so corrupt, hostile or expired data is removed on the visit even when the
 * screens shown never read that key (issue 10 item 5).
 */
export function appStorage(): TypedStorage<typeof STORAGE_KEYS> {
  if (typeof window === 'undefined') return createTypedStorage({ local: null, session: null, now: Date.now });
  if (!instance) {
    instance = createTypedStorage({
      local: area(() => window.localStorage),
      session: area(() => window.sessionStorage),
      now: () => Date.now(),
    });
    instance.sweep();
  }
  return instance;
}
