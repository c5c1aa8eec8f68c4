import type { AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApiContext } from './api-context';
import { toApiFailure } from './api-error';
import { createHttpClient } from './create-http-client';
import { isUsableBody } from './response-body';

/** A client whose transport answers 200 with the given raw body (as the browser hands it to axios: a string). */
function clientAnswering(status: number, body: unknown) {
  const context = createApiContext({
    brandId: 'demo',
    currentPath: () => '/',
    auth: { get: () => null, set: () => undefined, clear: () => undefined, rememberPath: () => undefined },
  });
  return createHttpClient({
    context: () => context,
    baseURL: 'http://api.test',
    operations: [],
    adapter: (config) =>
      Promise.resolve({ data: body, status, statusText: '', headers: {}, config } satisfies AxiosResponse),
  });
}

describe('isUsableBody (issue 10 item 2: a 200 that is not a JSON object is a bad response)', () => {
  it.each([
    [200, { data: {} }, true],
    [200, {}, true],
    [201, { data: { id: 1 } }, true],
    [204, '', true],
    [204, undefined, true],
    [200, '<!doctype html><h1>502 Bad Gateway</h1>', false],
    [200, '{"data": {"restaurants": [', false],
    [200, '', false],
    [200, undefined, false],
    [200, null, false],
    [200, [], false],
    [200, 42, false],
    [200, true, false],
    [204, '<html>', false],
  ])('%i %j → %s', (status, data, usable) => {
    expect(isUsableBody(status, data)).toBe(usable);
  });
});

describe('HTTP client on a non-JSON success answer', () => {
  it.each([
    ['an HTML error page', '<!doctype html><html><body>Bad gateway</body></html>'],
    ['a truncated body', '{"data":{"restaurants":[{"restaurant_id":"r1'],
    ['an empty body', ''],
    ['a JSON array', '[1,2,3]'],
    ['JSON null', 'null'],
  ])('rejects %s as the network-level badResponse (SPEC §8 L417)', async (_, body) => {
    const client = clientAnswering(200, body);
    const error: unknown = await client.get('/v1/restaurants').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(toApiFailure(error)).toMatchObject({ kind: 'network', code: 'badResponse' });
  });

  it('still hands a JSON object body over (camelCase)', async () => {
    const client = clientAnswering(200, '{"restaurant_id":"r1","updated_at":"2026-11-21T22:00:00+09:00"}');
    const response = await client.get('/v1/restaurants/r1/terms_of_sale');
    expect(response.data).toEqual({ restaurantId: 'r1', updatedAt: '2026-11-21T22:00:00+09:00' });
  });
});
