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

/** Runs `work` when the browser is idle (soon after the page's load work), or after a timer where it cannot say. */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 1);
}

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
    whenIdle(() => created.sweep());
  }
  return instance;
}
