// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { LIFF_MOCK_TOKENS, startLiff, withTimeout } from './liff-sdk';

describe('withTimeout: liff.init never spins forever', () => {
  it('passes a settled answer through', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 1_000)).resolves.toBe('ok');
    await expect(withTimeout(Promise.reject(new Error('init failed')), 1_000)).rejects.toThrow('init failed');
    await expect(withTimeout(Promise.reject(new Error('x')), 1_000)).rejects.toBeInstanceOf(Error);
  });

  it('rejects when the answer takes longer than the limit', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise<never>(() => undefined), 15_000);
    const check = expect(pending).rejects.toThrow('timed out after 15000 ms');
    await vi.advanceTimersByTimeAsync(15_000);
    await check;
    vi.useRealTimers();
  });
});

describe('startLiff with liff-mock (only against the mock)', () => {
  it("plays the LINE client for LINE's user agent, an external browser otherwise", async () => {
    const inClient = await startLiff({ liffId: '2001234567-demoBrnd', mock: true, inLineUserAgent: true });
    expect(inClient.isInClient()).toBe(true);
    expect(inClient.isLoggedIn()).toBe(true);
    expect(inClient.getAccessToken()).toBe(LIFF_MOCK_TOKENS.accessToken);
    expect(inClient.getIDToken()).toBe(LIFF_MOCK_TOKENS.idToken);

    const external = await startLiff({ liffId: '2001234567-demoBrnd', mock: true, inLineUserAgent: false });
    expect(external.isInClient()).toBe(false);
    expect(external.getAccessToken()).toBeNull();
    expect(() => external.login('http://localhost/restaurants/r1001/callback')).not.toThrow();
  });
});
