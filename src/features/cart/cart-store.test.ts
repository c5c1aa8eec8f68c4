import { beforeEach, describe, expect, it } from 'vitest';
import { cartLine } from '@/domain/testing/cart-fixtures';
import { NO_CAMPAIGN_EXPIRY } from '@/domain/constants';
import type { CartOrderItem } from '@/domain/cart-types';
import { createMemoryStorage } from '@/domain/storage';
import { cartCount } from '@/domain/cart';

const local = createMemoryStorage();
(globalThis as { window?: unknown }).window = { localStorage: local, sessionStorage: createMemoryStorage() };

const { useCartStore, readStoredCart } = await import('./cart-store');

const line = (customizeId: string, quantity = 1): CartOrderItem =>
  cartLine({
    customizeId,
    itemId: 'i1',
    quantity,
    price: 500,
  });
const restaurant = { id: 'r1001', name: 'Shop' };

function reset(stored?: string) {
  for (const key of Object.keys(local.dump())) local.removeItem(key);
  if (stored !== undefined) local.setItem('cart', stored);
  useCartStore.setState({ cart: null, hydrated: false });
}

describe('cart store', () => {
  beforeEach(() => reset());

  it('adds lines, persists them and the badge count follows (SPEC §2 L67b §3 L142a L194l)', () => {
    useCartStore.getState().applyAdd({ restaurant, servingType: 'takeout', lines: [line('a', 2)], mode: 'prepend' });
    useCartStore.getState().applyAdd({ restaurant, servingType: 'takeout', lines: [line('b')], mode: 'prepend' });
    expect(useCartStore.getState().cart?.orderItems.map((l) => l.customizeId)).toEqual(['b', 'a']);
    expect(cartCount(useCartStore.getState().cart)).toBe(3);
    expect((JSON.parse(local.getItem('cart')!) as { orderItems: unknown[] }).orderItems).toHaveLength(2);
    expect(readStoredCart()?.expiry).toBe(NO_CAMPAIGN_EXPIRY);
  });

  it('replace starts a new cart without option items (SPEC §4 L230)', () => {
    const s = useCartStore.getState();
    s.applyAdd({ restaurant, servingType: 'takeout', lines: [line('a')], mode: 'prepend' });
    s.setOption({ itemId: 'o1', version: 1, price: 0 }, true);
    expect(useCartStore.getState().cart?.optionItems).toHaveLength(1);
    s.applyAdd({ restaurant: { id: 'r1002' }, servingType: 'eat_in', lines: [line('c')], mode: 'replace' });
    const cart = useCartStore.getState().cart!;
    expect(cart.restaurant.id).toBe('r1002');
    expect(cart.optionItems).toEqual([]);
    expect(cart.orderItems.map((l) => l.customizeId)).toEqual(['c']);
  });

  it('quantity 0 asks for confirmation and leaves the cart; remove of the last line clears storage (SPEC §4 L228a L229a)', () => {
    const s = useCartStore.getState();
    s.applyAdd({ restaurant, servingType: 'takeout', lines: [line('a', 2)], mode: 'prepend' });
    expect(s.setQuantity('a', 0)).toEqual({ kind: 'confirm-delete', customizeId: 'a' });
    expect(useCartStore.getState().cart?.orderItems[0]?.quantity).toBe(2);
    expect(s.setQuantity('a', 150)?.kind).toBe('updated');
    expect(useCartStore.getState().cart?.orderItems[0]?.quantity).toBe(99);
    s.removeLine('a');
    expect(useCartStore.getState().cart).toBeNull();
    expect(local.getItem('cart')).toBeNull();
    expect(cartCount(useCartStore.getState().cart)).toBe(0);
  });

  it('edits a line in place (SPEC §4 L222a)', () => {
    const s = useCartStore.getState();
    s.applyAdd({ restaurant, servingType: 'takeout', lines: [line('a'), line('b')], mode: 'prepend' });
    s.replaceLine('a', [line('a2', 3)]);
    expect(useCartStore.getState().cart?.orderItems.map((l) => l.customizeId)).toEqual(['a2', 'b']);
  });

  it('reads the stored cart before the first change (never overwrites it)', () => {
    reset(JSON.stringify({ restaurant, orderItems: [line('stored')], servingType: 'takeout' }));
    useCartStore.getState().applyAdd({ restaurant, servingType: 'takeout', lines: [line('new')], mode: 'prepend' });
    expect(useCartStore.getState().cart?.orderItems.map((l) => l.customizeId)).toEqual(['new', 'stored']);
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['wrong shape', JSON.stringify({ restaurant: {}, orderItems: 'x' })],
    ['expired', JSON.stringify({ expiry: '2000-01-01T00:00:00Z', restaurant, orderItems: [line('a')] })],
    ['empty', JSON.stringify({ restaurant, orderItems: [] })],
  ])('%s stored data gives no cart and removes the key (SPEC §4 L228b)', (_name, stored) => {
    reset(stored);
    expect(useCartStore.getState().hydrate()).toBeNull();
    expect(local.getItem('cart')).toBeNull();
  });

  it('clear and restore', () => {
    const s = useCartStore.getState();
    const cart = s.applyAdd({ restaurant, servingType: 'takeout', lines: [line('a')], mode: 'prepend' });
    s.clear();
    expect(useCartStore.getState().cart).toBeNull();
    s.restore(cart);
    expect(useCartStore.getState().cart).toEqual(cart);
    expect(cartCount(useCartStore.getState().cart)).toBe(1);
  });
});
