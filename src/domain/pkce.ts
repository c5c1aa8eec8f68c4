import { CODE_VERIFIER_BYTES } from './constants';

/** The Web Crypto subset PKCE needs (injected: window.crypto in the app, node:crypto webcrypto in tests). */
export interface CryptoLike {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
  readonly subtle: { digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Encodes bytes as base64url without padding (RFC 4648 §5). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c += 1) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** A one-time code verifier: 32 random bytes, base64url without padding (43 chars) (SPEC 5). */
export function createCodeVerifier(crypto: CryptoLike): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(CODE_VERIFIER_BYTES)));
}

/** The S256 code challenge: SHA-256 of the verifier's ASCII bytes, base64url without padding (SPEC 5). */
export async function createCodeChallenge(verifier: string, crypto: CryptoLike): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

/** A verifier with its challenge, ready for the authorization URL request. */
export async function createPkcePair(crypto: CryptoLike): Promise<{ verifier: string; challenge: string }> {
  const verifier = createCodeVerifier(crypto);
  return { verifier, challenge: await createCodeChallenge(verifier, crypto) };
}
