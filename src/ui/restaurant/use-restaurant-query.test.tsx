// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetRestaurantResponseMock } from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { useCurrentLocation } from '@/lib/current-location';
import { makeQueryClient } from '@/lib/query-client';
import { mockApi, renderScreen, seedFaker } from '@/test/component-harness';
import { observedQueryOptions } from '@/test/query-options';
import { useRestaurantQuery } from './use-restaurant-query';

const api = mockApi();

function RestaurantName() {
  const query = useRestaurantQuery('r1001');
  return <p>{query.data ? `${query.data.name} ${query.data.distanceMeters ?? '-'}` : 'loading'}</p>;
}

/** The restaurant call answers with the distance it was asked for (none without a position); its addresses. */
function answerRestaurant() {
  const asked: URL[] = [];
  seedFaker();
  const restaurant = getGetRestaurantResponseMock({ name: 'デモ食堂 渋谷店' });
  api.use(
    http.get('*/v1/restaurants/r1001', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const located = url.searchParams.has('latitude');
      return HttpResponse.json({ ...restaurant, distanceMeters: located ? 850 : undefined });
    }),
  );
  return asked;
}

beforeEach(() => useCurrentLocation.getState().forget());

describe(
  'the restaurant call (SPEC §7 L312 "/v1/restaurants/{restaurantId}?latitude&longitude")',
  { timeout: 30_000 },
  () => {
    it('SPEC §7 L312: without a known position it is asked without latitude and longitude', async () => {
      const asked = answerRestaurant();
      renderScreen(<RestaurantName />);
      expect(await screen.findByText('デモ食堂 渋谷店 -', undefined, { timeout: 10_000 })).toBeTruthy();
      expect(asked.map((url) => url.search)).toEqual(['']);
    });

    it('SPEC §7 L312: with the position read on the home page it sends latitude and longitude', async () => {
      const asked = answerRestaurant();
      useCurrentLocation.getState().setPosition({ latitude: 35.658, longitude: 139.7016 }, Date.now());
      renderScreen(<RestaurantName />);
      expect(await screen.findByText('デモ食堂 渋谷店 850', undefined, { timeout: 10_000 })).toBeTruthy();
      expect(asked).toHaveLength(1);
      expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ latitude: '35.658', longitude: '139.7016' });
    });

    it('SPEC §7 L312: a position read later asks again with it, the earlier answer shown meanwhile', async () => {
      const asked = answerRestaurant();
      renderScreen(<RestaurantName />);
      expect(await screen.findByText('デモ食堂 渋谷店 -', undefined, { timeout: 10_000 })).toBeTruthy();
      act(() => useCurrentLocation.getState().setPosition({ latitude: 35.658, longitude: 139.7016 }, Date.now()));
      expect(screen.getByText('デモ食堂 渋谷店 -')).toBeTruthy();
      expect(await screen.findByText('デモ食堂 渋谷店 850', undefined, { timeout: 10_000 })).toBeTruthy();
      expect(asked.map((url) => url.searchParams.get('latitude'))).toEqual([null, '35.658']);
    });

    it('SPEC §9 L425d L425h: the hook keeps the answer fresh for one hour and never retries', async () => {
      answerRestaurant();
      const queryClient = makeQueryClient();
      renderScreen(<RestaurantName />, { queryClient });
      await screen.findByText('デモ食堂 渋谷店 -', undefined, { timeout: 10_000 });
      expect(observedQueryOptions(queryClient, '/v1/restaurants/r1001')).toMatchObject({
        staleTime: 3_600_000,
        retry: false,
      });
    });
  },
);
