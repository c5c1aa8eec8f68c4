// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandHome } from '@/features/brand';
import { useCartStore } from '@/features/cart';
import { AppShell } from '@/features/layout';
import { DEMO_BRAND } from '@/test/demo-brand';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { ErrorModal } from '@/ui/feedback/ErrorModal';
import { useErrorModalStore } from '@/ui/feedback/error-modal-store';
import { useShellStore } from '@/ui/shell/shell-store';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

/**
 * A stored cart that is not JSON (SPEC 4 "Cart"), on the brand top as the root layout composes it: the shell's cart
 * hydration reads it, the header's cart button opens the (lazily loaded) panel. Each unreadable stored form is a row of
 * src/domain/storage-hostile.test.ts and src/domain/cart-expiry.test.ts; this was the browser test
 * e2e/cart.spec.ts "corrupt JSON in local storage".
 */
mockApi();
afterEach(() => {
  useShellStore.getState().setCartOpen(false);
});

describe('a corrupt stored cart', { timeout: 60_000 }, () => {
  it('corrupt JSON in local storage gives an empty cart, no error page (SPEC §4 L228b)', async () => {
    navigation.at('/');
    localStorage.setItem('cart', '{"restaurant": {"id": "r1001"}, "orderItems": [ oops');
    useCartStore.setState({ cart: null, hydrated: false });
    renderScreen(
      <BrandProvider brandId="demo" result={{ ok: true, brand: DEMO_BRAND }}>
        <AppShell>
          <BrandHome />
        </AppShell>
        <ErrorModal />
      </BrandProvider>,
    );
    const cartButton = await screen.findByRole<HTMLButtonElement>('button', { name: 'カート' });
    await waitFor(() => expect(cartButton.disabled).toBe(false));
    fireEvent.click(cartButton);
    // The panel's code loads on demand: a patience limit for a loaded machine, not a retry.
    const panel = await screen.findByRole('dialog', { name: /^カート/ }, { timeout: 30_000 });
    expect(within(panel).getByText('カートに商品が入っていません')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'カートを閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^カート/ })).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'デモ食堂' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'カート' })).toBeTruthy();
    expect(useErrorModalStore.getState().request).toBeNull();
  });
});
