// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { faker } from '@faker-js/faker';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getListPrefecturesMockHandler,
  getListRestaurantsMockHandler,
  getListRestaurantsResponseMock,
} from '@/api/generated/endpoints/restaurants/restaurants.msw';
import { RestaurantList } from './RestaurantList';
import { FAKER_SEED, mockApi, renderScreen } from '@/test/component-harness';

const api = mockApi();

// The first render imports MUI and the app's providers into jsdom: slower than the default 5 s on a busy machine.
describe('restaurant list screen (MSW handlers from orval, seeded faker)', { timeout: 30_000 }, () => {
  it('loading: announces it and shows skeletons while the list is on its way', async () => {
    api.use(
      getListPrefecturesMockHandler(),
      http.get('*/v1/restaurants', async () => delay('infinite')),
    );
    renderScreen(<RestaurantList brandId="demo" />);
    expect((await screen.findByRole('status')).textContent).toBe('店舗を読み込んでいます');
    expect(screen.queryByRole('list', { name: '店舗一覧' })).toBeNull();
  });

  it('empty: says nothing matched and offers to clear the conditions', async () => {
    api.use(getListPrefecturesMockHandler(), getListRestaurantsMockHandler({ restaurants: [], nextPageToken: '' }));
    renderScreen(<RestaurantList brandId="demo" />);
    expect(await screen.findByText('条件に合う店舗が見つかりませんでした。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '条件をクリア' })).toBeTruthy();
  });

  it('error: shows the catalogue copy of the code and a retry, never the raw code', async () => {
    api.use(
      getListPrefecturesMockHandler(),
      http.get('*/v1/restaurants', () =>
        HttpResponse.json({ code: 'E100100006', message: 'too many requests' }, { status: 429 }),
      ),
    );
    renderScreen(<RestaurantList brandId="demo" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('アクセスが集中しています');
    expect(alert.textContent).not.toContain('E100100006');
    expect(within(alert).getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });

  it('success: one card per restaurant of the generated answer, and "show more" for its next page (SPEC §2 L30a §7 L311)', async () => {
    faker.seed(FAKER_SEED);
    const answer = getListRestaurantsResponseMock();
    api.use(getListPrefecturesMockHandler(), getListRestaurantsMockHandler(answer));
    renderScreen(<RestaurantList brandId="demo" />);
    const list = await screen.findByRole('list', { name: '店舗一覧' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(answer.restaurants.length);
    expect(answer.nextPageToken).toBeTruthy();
    expect(screen.getByRole('button', { name: 'さらに表示' })).toBeTruthy();
  });
});
