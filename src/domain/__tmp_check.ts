import type { CryptoLike } from './pkce';
import type { StorageLike } from './storage';
export const c: CryptoLike = globalThis.crypto;
export const s: StorageLike = globalThis.localStorage;
