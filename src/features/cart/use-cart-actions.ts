'use client';

import { useCallback } from 'react';
import type { OptionItem } from '@/domain/menu-types';
import { confirmDialog } from '@/features/errors/confirm-store';
import { showSnackbar } from '@/features/errors/snackbar-store';
import { useCartStore } from './cart-store';
import { useCartSync } from './use-cart-sync';

/** The cart panel's actions: each changes the store (domain rules), re-sends the cart and gives feedback. */
export function useCartActions() {
  const { sync } = useCartSync();

  const remove = useCallback(
    async (customizeId: string) => {
      const ok = await confirmDialog({
        title: 'cart:cartPanel.deleteDialog.title',
        text: 'cart:cartPanel.deleteDialog.text',
        okLabel: 'cart:cartPanel.deleteDialog.delete',
        cancelLabel: 'cart:cartPanel.deleteDialog.quit',
        destructive: true,
      });
      if (!ok) return;
      sync(useCartStore.getState().removeLine(customizeId));
      showSnackbar('cart:cartPanel.snackbar.deleted');
    },
    [sync],
  );

  const setQuantity = useCallback(
    (customizeId: string, quantity: number) => {
      const outcome = useCartStore.getState().setQuantity(customizeId, quantity);
      if (!outcome) return;
      if (outcome.kind === 'confirm-delete') {
        void remove(customizeId);
        return;
      }
      sync(outcome.cart);
      showSnackbar('cart:cartPanel.snackbar.changed');
    },
    [remove, sync],
  );

  const setOption = useCallback(
    (option: OptionItem, checked: boolean) => {
      const before = useCartStore.getState().cart;
      const after = useCartStore.getState().setOption(option, checked);
      if (after && after !== before) sync(after);
    },
    [sync],
  );

  return { remove, setQuantity, setOption };
}
