import { createTypedStorage, type TypedStorage } from '@/domain/storage';
import type { STORAGE_KEYS } from '@/domain/storage-keys';
import { whenBrowserIdle } from './browser-idle';

let instance: TypedStorage<typeof STORAGE_KEYS> | null = null;

function area(pick: () => Storage): Storage | null {
  try {
    return pick();
  } catch {
    return null;
  }
}

/** The sweep waits for the browser's first idle moment, 2 s at most (soon after the page's load work). */
const SWEEP_IDLE_TIMEOUT_MS = 2000;

/**
 * The app's typed browser storage (domain rules: validation, expiry). Empty and read-only on the server. The first
 * use in a page schedules a sweep of every key, so corrupt, hostile or expired data is removed on the visit even when
 * the screens shown never read that key (issue 10 item 5). Every read applies the same rules itself, so the sweep
 * waits for an idle moment (issue 29: it read every key a second time in the task that starts the app).
 */
export function appStorage(): TypedStorage<typeof STORAGE_KEYS> {
  if (typeof window === 'undefined') return createTypedStorage({ local: null, session: null, now: Date.now });
  if (!instance) {
    instance = createTypedStorage({
      local: area(() => window.localStorage),
      session: area(() => window.sessionStorage),
      now: () => Date.now(),
    });
    const created = instance;
    whenBrowserIdle(() => created.sweep(), SWEEP_IDLE_TIMEOUT_MS);
  }
  return instance;
}
