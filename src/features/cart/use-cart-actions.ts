'use client';

import { useCallback } from 'react';
import type { OptionItem } from '@/domain/cart-types';
import { confirmDialog } from '@/ui/feedback/confirm-store';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { useCartSync } from './use-cart-sync';

/** The cart panel's actions: each changes the store (domain rules), re-sends the cart and gives feedback. */
export function useCartActions() {
  const { change } = useCartSync();

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
      change((store) => store.removeLine(customizeId));
      showSnackbar('cart:cartPanel.snackbar.deleted');
    },
    [change],
  );

  const setQuantity = useCallback(
    (customizeId: string, quantity: number) => {
      // Decision: 0 asks first (SPEC 4 "Setting a quantity to 0 opens the delete confirmation"), nothing is sent yet.
      if (quantity <= 0) {
        void remove(customizeId);
        return;
      }
      const cart = change((store) => {
        const outcome = store.setQuantity(customizeId, quantity);
        return outcome?.kind === 'updated' ? outcome.cart : null;
      });
      if (cart) showSnackbar('cart:cartPanel.snackbar.changed');
    },
    [remove, change],
  );

  const setOption = useCallback(
    (option: OptionItem, checked: boolean) => {
      change((store) => {
        const before = store.cart;
        const after = store.setOption(option, checked);
        return after !== before ? after : null;
      });
    },
    [change],
  );

  return { remove, setQuantity, setOption };
}
