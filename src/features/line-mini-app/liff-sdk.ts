'use client';

import type { Liff } from '@line/liff';
import type { ExtendedInit, LiffMockApi } from '@line/liff-mock';

/** The part of the LIFF SDK the app uses, after a successful liff.init. */
export interface LiffHandle {
  isInClient(): boolean;
  isLoggedIn(): boolean;
  getAccessToken(): string | null;
  getIDToken(): string | null;
  /** LINE Login; comes back to `redirectUri` (a LINE login round trip). */
  login(redirectUri: string): void;
}

/** How long liff.init may take before the start counts as failed (never an endless spinner). */
export const LIFF_INIT_TIMEOUT_MS = 15_000;

/** The tokens liff-mock hands out (the same as the contract's mock examples). */
export const LIFF_MOCK_TOKENS = { accessToken: 'mock-liff-access-token', idToken: 'mock.liff.id-token' } as const;

/** Rejects when `promise` does not settle within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

let mockInstalled = false;

// ADR 0012: liff-mock is installed only when the server says the app runs against the mock (the layout passes the
// dev kit's switch, src/server/dev-kit.ts, which is off for any real backend); it then plays the LINE client when
// the user agent is LINE's (" Line/<version>"), and an external browser otherwise, with the contract's mock tokens.
/** The SDK once `liff.use(new LiffMockPlugin())` ran: `init` takes `mock`, and the plugin's API is `liff.$mock`. */
interface MockedLiff {
  init: ExtendedInit;
  $mock: LiffMockApi;
}
const isMockedLiff = (sdk: Liff): sdk is Liff & MockedLiff => '$mock' in sdk;

async function initMock(liff: Liff, liffId: string, inLineUserAgent: boolean): Promise<void> {
  const { LiffMockPlugin } = await import('@line/liff-mock');
  if (!mockInstalled) {
    liff.use(new LiffMockPlugin());
    mockInstalled = true;
  }
  if (!isMockedLiff(liff)) throw new Error('LIFF mock plugin not installed');
  await liff.init({ liffId, mock: true });
  liff.$mock.set((previous) => ({
    ...previous,
    isInClient: inLineUserAgent,
    isLoggedIn: inLineUserAgent,
    getAccessToken: inLineUserAgent ? LIFF_MOCK_TOKENS.accessToken : null,
    getIDToken: inLineUserAgent ? LIFF_MOCK_TOKENS.idToken : null,
  }));
}

/**
 * Loads the LIFF SDK on demand (its own chunk, never in the first-load JS) and runs liff.init for `liffId`.
 * Rejects on a failed or timed-out init.
 */
export async function startLiff(options: {
  liffId: string;
  mock: boolean;
  inLineUserAgent: boolean;
  timeoutMs?: number;
}): Promise<LiffHandle> {
  const run = async (): Promise<LiffHandle> => {
    const { default: liff } = await import('@line/liff');
    if (options.mock) await initMock(liff, options.liffId, options.inLineUserAgent);
    else await liff.init({ liffId: options.liffId });
    return {
      isInClient: () => liff.isInClient(),
      isLoggedIn: () => liff.isLoggedIn(),
      getAccessToken: () => liff.getAccessToken(),
      getIDToken: () => liff.getIDToken(),
      login: (redirectUri) => liff.login({ redirectUri }),
    };
  };
  return withTimeout(run(), options.timeoutMs ?? LIFF_INIT_TIMEOUT_MS);
}
