import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./create-http-client');
  vi.resetModules();
});

/**
 * The client module fails to load the first time (a chunk that did not arrive) and loads a client whose requests
 * answer `data` after that. `attempts()` counts the loads tried.
 */
function clientFailingOnce(data: unknown) {
  vi.resetModules();
  const request = vi.fn().mockResolvedValue({ data });
  let attempts = 0;
  vi.doMock('./create-http-client', () => {
    attempts += 1;
    if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
    return { apiClient: { request } };
  });
  return { request, attempts: () => attempts };
}

describe('the HTTP client loads with the first call (issue 15)', () => {
  it('a client that cannot be loaded fails the call as a network error, and the next call tries again', async () => {
    const { request, attempts } = clientFailingOnce({ brandId: 'demo' });
    const { ClientLoadError, toApiFailure } = await import('./api-error');
    const { customInstance } = await import('./http-client');
    const call = () => customInstance({ url: '/v1/brands/demo', method: 'GET' });

    const failure = await call().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ClientLoadError);
    expect(toApiFailure(failure)).toMatchObject({ kind: 'network', status: null, code: 'network' });
    expect(request).not.toHaveBeenCalled();

    await expect(call()).resolves.toEqual({ brandId: 'demo' });
    expect(attempts()).toBe(2);
  });

  it('preloading a client that cannot be loaded rejects nothing; the first call then tries again', async () => {
    const { attempts } = clientFailingOnce({ ok: true });
    const { customInstance, preloadApiClient } = await import('./http-client');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadApiClient();
      await vi.waitFor(() => expect(attempts()).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(customInstance({ url: '/v1/brands/demo', method: 'GET' })).resolves.toEqual({ ok: true });
      expect(attempts()).toBe(2);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
