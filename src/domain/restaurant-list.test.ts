import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  locationParams,
  nextPageToken,
  RESTAURANT_PAGE_SIZE,
  restaurantListParams,
  uniqueById,
} from './restaurant-list';

describe('restaurantListParams (SPEC §7 L311 §9 L432)', () => {
  it.each([
    [{}, { brandId: 'demo', 'page.pageSize': RESTAURANT_PAGE_SIZE }],
    [{ text: '  渋谷\u3000 店 ' }, { brandId: 'demo', text: '渋谷 店', 'page.pageSize': 20 }],
    [{ text: '   ' }, { brandId: 'demo', 'page.pageSize': 20 }],
    [
      { text: null, prefectureId: 13 },
      { brandId: 'demo', prefectureId: 13, 'page.pageSize': 20 },
    ],
    [{ prefectureId: '27' }, { brandId: 'demo', prefectureId: 27, 'page.pageSize': 20 }],
    [{ prefectureId: '' }, { brandId: 'demo', 'page.pageSize': 20 }],
    [{ prefectureId: 48 }, { brandId: 'demo', 'page.pageSize': 20 }],
    [
      { location: { latitude: 35.6, longitude: 139.7 } },
      { brandId: 'demo', latitude: 35.6, longitude: 139.7, 'page.pageSize': 20 },
    ],
    [{ location: { latitude: Number.NaN, longitude: 139.7 } }, { brandId: 'demo', 'page.pageSize': 20 }],
    [{ location: null }, { brandId: 'demo', 'page.pageSize': 20 }],
  ])('%j', (search, expected) => {
    expect(restaurantListParams('demo', search)).toEqual(expected);
  });
  it('takes a page size', () => {
    expect(restaurantListParams('b', {}, 5)['page.pageSize']).toBe(5);
  });
});

describe('locationParams (SPEC §7 L312 "/v1/restaurants/{restaurantId}?latitude&longitude")', () => {
  it.each([
    [
      { latitude: 35.658, longitude: 139.7016 },
      { latitude: 35.658, longitude: 139.7016 },
    ],
    [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 0 },
    ],
    [{ latitude: Number.NaN, longitude: 139.7 }, undefined],
    [{ latitude: 35.6, longitude: Number.POSITIVE_INFINITY }, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('SPEC §7 L312: a known position %j → %j', (location, expected) => {
    expect(locationParams(location)).toEqual(expected);
  });
});

describe('nextPageToken', () => {
  it.each([
    [{ nextPageToken: 'cGFnZToy' }, 'cGFnZToy'],
    [{ nextPageToken: '' }, undefined],
    [{ nextPageToken: null }, undefined],
    [{}, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %s', (page, expected) => {
    expect(nextPageToken(page)).toBe(expected);
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [849.6, '850 m'],
    [999, '999 m'],
    [1000, '1.0 km'],
    [1290, '1.2 km'],
    [15_049, '15.0 km'],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (meters, expected) => {
    expect(formatDistance(meters)).toBe(expected);
  });
});

describe('uniqueById', () => {
  it('keeps the first of each id', () => {
    expect(
      uniqueById([
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
        { id: 'a', n: 3 },
      ]),
    ).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
  });
});
