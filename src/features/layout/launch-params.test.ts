import { describe, expect, it } from 'vitest';
import { hasLaunchParams, readLaunchParams } from './launch-params';

describe('readLaunchParams', () => {
  it('reads every launch parameter', () => {
    const params = readLaunchParams(
      '?target_liff_id=123-abc&liff_id=999-x&referrer_key_usecase=campaign&referrer_key_message=spring&liff.state=%2Frestaurants%2Fr1001%2Fmenus',
    );
    expect(params).toEqual({
      targetLiffId: '123-abc',
      liffId: '999-x',
      referrerKeyUsecase: 'campaign',
      referrerKeyMessage: 'spring',
      restaurantPath: '/restaurants/r1001/menus',
      restaurantId: 'r1001',
    });
    expect(hasLaunchParams(params)).toBe(true);
  });

  it('gives nulls without parameters', () => {
    const params = readLaunchParams('');
    expect(hasLaunchParams(params)).toBe(false);
  });

  it.each(['//evil.example/restaurants/r1/menus', '/\\evil.example', 'https://evil.example/restaurants/r1', '/orders'])(
    'ignores a restaurant path %s that is not a same-origin restaurant route',
    (path) => {
      const params = readLaunchParams(new URLSearchParams({ restaurant_path: path }));
      expect(params.restaurantPath).toBeNull();
      expect(params.restaurantId).toBeNull();
    },
  );
});
