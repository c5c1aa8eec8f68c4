import { createHash, webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64UrlEncode, createCodeChallenge, createCodeVerifier, createPkcePair, type CryptoLike } from './pkce';

const crypto: CryptoLike = webcrypto;

describe('base64url without padding', () => {
  it.each([
    [[], ''],
    [[0xff], '_w'],
    [[0xfb, 0xff], '-_8'],
    [[0, 0, 0], 'AAAA'],
    [[1, 2, 3, 4], 'AQIDBA'],
  ])('%j → %s', (bytes, out) => {
    expect(base64UrlEncode(Uint8Array.from(bytes))).toBe(out);
  });

  it('matches Node base64url for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(base64UrlEncode(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
  });
});

describe('SPEC 5 "a code verifier of 32 random bytes and its SHA-256 challenge, both base64url encoded without padding" (SPEC §5 L287)', () => {
  it('RFC 7636 appendix B example', async () => {
    expect(await createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', crypto)).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it.each([
    ['all zero bytes', 0, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['all 0xff bytes', 0xff, '__________________________________________8'],
  ])('verifier from %s → %s (43 chars)', (_n, fill, out) => {
    const fixed: CryptoLike = { ...crypto, getRandomValues: (a) => a.fill(fill), subtle: crypto.subtle };
    const verifier = createCodeVerifier(fixed);
    expect(verifier).toBe(out);
    expect(verifier).toHaveLength(43);
  });

  it('asks for exactly 32 random bytes (SPEC §9 L427)', () => {
    const sizes: number[] = [];
    const spy: CryptoLike = { getRandomValues: (a) => (sizes.push(a.length), a), subtle: crypto.subtle };
    createCodeVerifier(spy);
    expect(sizes).toEqual([32]);
  });

  it('property: the challenge always equals SHA-256 of its verifier (base64url, no padding)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 32, maxLength: 32 }), async (bytes) => {
        const seeded: CryptoLike = { getRandomValues: (a) => (a.set(bytes), a), subtle: crypto.subtle };
        const { verifier, challenge } = await createPkcePair(seeded);
        expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(challenge).toBe(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
      }),
    );
  });

  it('two verifiers from the real RNG differ', () => {
    expect(createCodeVerifier(crypto)).not.toBe(createCodeVerifier(crypto));
  });
});
