import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { restaurantListParams } from '@/domain/restaurant-list';
import { createApiContext } from './api-context';
import { getGetLinePrivacyPolicyQueryKey } from './generated/endpoints/brands/brands';
import {
  getGetRestaurantQueryKey,
  getGetTermsOfSaleQueryKey,
  getListPrefecturesQueryKey,
} from './generated/endpoints/restaurants/restaurants';
import { createHttpClient } from './create-http-client';
import {
  apiPathOf,
  linePrivacyPolicyQuery,
  openingRestaurantListQuery,
  prefectureListQuery,
  restaurantListQueryKey,
  restaurantQuery,
  termsOfSaleQuery,
  type PrefetchableQuery,
} from './prefetchable-queries';
import { menuItemQuery, menuListQuery, menuQuery } from './prefetchable-menu-queries';

/** An HTTP client over a fake transport that records what was sent and answers `data` in wire (snake) case. */
function clientAnswering(data: unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const context = createApiContext({ currentPath: () => '/' });
  const client = createHttpClient({
    baseURL: 'http://api.test',
    context: () => context,
    adapter: (config) => {
      sent.push(config);
      const response: AxiosResponse = { data, status: 200, statusText: '', headers: {}, config };
      return Promise.resolve(response);
    },
  });
  return { client, sent };
}

async function run(query: PrefetchableQuery | null, data: unknown = {}) {
  const { client, sent } = clientAnswering(data);
  const body = await query!.fetch({ client, headers: { 'x-brand-id': 'demo' }, timeout: 3000 });
  return { body, request: sent[0]! };
}

describe('prefetchable queries: the server render asks under the keys the screens read (issue 15)', () => {
  // Each answer with a property the contract renames: the body goes through the one client's wire adapter.
  it.each([
    [
      'restaurant',
      restaurantQuery('r1001'),
      getGetRestaurantQueryKey('r1001'),
      '/v1/restaurants/r1001',
      { is_open: true },
      { isOpen: true },
    ],
    [
      'terms of sale',
      termsOfSaleQuery('r1001'),
      getGetTermsOfSaleQueryKey('r1001'),
      '/v1/restaurants/r1001/terms_of_sale',
      { updated_at: 'now' },
      { updatedAt: 'now' },
    ],
    [
      'LINE privacy policy',
      linePrivacyPolicyQuery('demo'),
      getGetLinePrivacyPolicyQueryKey('demo'),
      '/v1/brands/demo/line_privacy_policy',
      { brand_id: 'demo' },
      { brandId: 'demo' },
    ],
    [
      'prefecture list',
      prefectureListQuery('demo'),
      getListPrefecturesQueryKey({ brandId: 'demo' }),
      '/v1/restaurants/prefecture_list',
      { prefectures: [{ name_languages: [] }] },
      { prefectures: [{ nameLanguages: [] }] },
    ],
  ])(
    '%s: the generated hook key, its path, one GET through the given client',
    async (_n, query, key, path, wire, app) => {
      expect(query?.queryKey).toEqual(key);
      expect(query?.kind).toBe('single');
      expect(apiPathOf(query!)).toBe(path);
      const { body, request } = await run(query, wire);
      expect(body).toEqual(app);
      expect(request.method).toBe('get');
      expect(request.url).toBe(path);
      expect(request.timeout).toBe(3000);
      expect(request.headers.get('x-brand-id')).toBe('demo');
    },
  );

  it("the brand top's opening list: the key RestaurantList reads before any search, first page only", async () => {
    const query = openingRestaurantListQuery('demo');
    const opening = restaurantListParams('demo', { text: '', prefectureId: '', location: null });
    expect(query?.queryKey).toEqual(restaurantListQueryKey(opening));
    expect(query?.kind).toBe('pages');
    expect(apiPathOf(query!)).toBe('/v1/restaurants');
    const { request } = await run(query, { restaurants: [], next_page_token: '' });
    expect(request.url).toBe('/v1/restaurants');
    expect(request.params).toEqual(opening); // the hook's own first call (no page token)
  });

  it.each([
    [
      'menu list, takeout',
      menuListQuery('r1001', 'takeout'),
      '/v1/restaurants/r1001/menus',
      { isImmediateOrder: true },
    ],
    ['menu list, eat-in', menuListQuery('r1001', 'eat_in'), '/v1/restaurants/r1001/menus', {}],
    [
      'menu, takeout',
      menuQuery('r1001', 'm-grand', 'takeout'),
      '/v1/restaurants/r1001/menus/m-grand',
      { servingType: 'takeout' },
    ],
    [
      'item, eat-in',
      menuItemQuery('r1001', 'm-grand', 'i-1', 'eat_in'),
      '/v1/restaurants/r1001/menus/m-grand/items/i-1',
      { servingType: 'eat_in' },
    ],
  ])('%s: asked as a customer arriving at the address (receive "now", no coupon)', async (_n, query, path, params) => {
    expect(query?.queryKey).toEqual(Object.keys(params).length ? [path, params] : [path, {}]);
    expect(apiPathOf(query!)).toBe(path);
    const { request } = await run(query);
    expect(request.url).toBe(path);
    expect(request.params).toEqual(params);
  });

  it('a search without parameters has the bare list key plus the infinite marker', () => {
    expect(restaurantListQueryKey(null)).toEqual(['/v1/restaurants', 'pages']);
  });

  it.each(['..', 'r1001/../../brands', 'r 1', '%2e%2e', ''])(
    'an id that is not a plain id (%j) makes no server call',
    (id) => {
      expect(restaurantQuery(id)).toBeNull();
      expect(termsOfSaleQuery(id)).toBeNull();
      expect(linePrivacyPolicyQuery(id)).toBeNull();
      expect(openingRestaurantListQuery(id)).toBeNull();
      expect(menuListQuery(id, 'takeout')).toBeNull();
      expect(menuQuery('r1001', id, 'takeout')).toBeNull();
      expect(menuItemQuery('r1001', 'm-grand', id, 'takeout')).toBeNull();
    },
  );
});
