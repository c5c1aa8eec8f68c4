'use client';

import { useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import type { CartConflict } from '@/domain/cart-conflict';
import { containsAlcohol, type AddToCartTap } from '@/domain/item-screen';
import type { MenuItemTree, OrderItem } from '@/domain/customization-types';
import type { CartOrderItem, CartRestaurant } from '@/domain/cart-types';
import type { ServingType } from '@/domain/serving-type';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { storedState } from '@/lib/stored-state';
import type { CartSyncChange } from './AddCartSync';

// Decision (issue 29, first-load JS): the add's run (the lines, the validation call, the outcome, the cart write, the
// tracking event: add-to-cart-run.ts) and the cart sync (AddCartSync) are loaded when the customer starts using the
// item screen (a tap or a key in it: `preloadAddRun` and the flow's `prepare`), not with the page; a tap that comes
// first waits for them. The one-intent latch does not wait: it is taken synchronously, before the load.
const loadRun = () => import('./add-to-cart-run');

/** Starts loading the add's run (idempotent: the module is fetched once). */
export function preloadAddRun(): void {
  void loadRun().catch(() => undefined); // a failed load is retried, and reported, by the tap
}

/** A dialog the flow waits on. */
export type AddDialog =
  | { kind: 'alcohol' }
  | { kind: 'receivableTime' }
  | { kind: 'conflict'; conflict: CartConflict; lines: CartOrderItem[] }
  | null;

export interface AddToCartInput {
  restaurantId: string;
  menuId: string;
  menuItem: MenuItemTree;
  orderItems: readonly OrderItem[];
  servingType: ServingType;
  /** What the button's tap does (domain addToCartButton): add, or the receivable-time confirmation. */
  tap: AddToCartTap;
  /** The cart line being edited (customizeId), when editing. */
  editingCustomizeId: string | null;
  /** The restaurant the lines go to (name for the cart and the conflict dialog). */
  restaurant: CartRestaurant;
  /** Refetch the item (invalid argument). */
  refetchItem: () => void;
  /** Leave the sheet for the menu page. */
  finish: () => void;
  /** The validation answered "sold out": the screen marks the item sold out. */
  onSoldOut?: () => void;
}

/**
 * The SPEC 4 add-to-cart flow: alcohol approval → tracking event → coupon refresh → server validation → conflict
 * dialogs (change / quit) → cart write (domain: replace, update the edited line, or prepend) + server sync → the
 * cart opens after a confirmed conflict → back to the menu page. Invalid argument refetches the item; any other
 * validation error opens the common error modal.
 */
export function useAddToCart(input: AddToCartInput) {
  const queryClient = useQueryClient();
  const router = useRouter();
  // The cart sync arrives once AddCartSync is mounted (`prepare`); a write waits for it.
  const [syncMounted, setSyncMounted] = useState(false);
  const [sync] = useState(() => {
    let resolve: (change: CartSyncChange) => void = () => undefined;
    const ready = new Promise<CartSyncChange>((r) => (resolve = r));
    return { ready, resolve };
  });
  const prepare = useCallback(() => setSyncMounted(true), []);
  const [dialog, setDialog] = useState<AddDialog>(null);
  const [busy, setBusy] = useState(false);
  // One tap intent, one line (issue 10): a synchronous latch taken by the first tap and held until the flow ends
  // without writing (dialog cancelled, error) — after a write the screen is leaving, so it stays taken. React state
  // alone cannot do this: taps in the same frame (or before the button re-renders as busy) all see `busy === false`.
  const intent = useRef(false);
  // A dialog's answer counts once too (a double tap on its confirm button).
  const answered = useRef(false);
  const ask = useCallback((next: NonNullable<AddDialog>) => {
    answered.current = false;
    setDialog(next);
  }, []);
  const release = useCallback(() => {
    intent.current = false;
  }, []);

  /** The run, loaded if it is not yet; a failed load (offline) sent nothing: the tap can be repeated. */
  const withRun = useCallback(
    async (then: (run: Awaited<ReturnType<typeof loadRun>>) => void | Promise<void>) => {
      let run: Awaited<ReturnType<typeof loadRun>>;
      try {
        run = await loadRun();
      } catch {
        release();
        openErrorModal({ endpoint: 'validateCart', code: 'network', restaurantId: input.restaurantId });
        return;
      }
      await then(run);
    },
    [release, input.restaurantId],
  );

  const validateAndAdd = useCallback(
    () => withRun((run) => run.validateAndAdd(input, { queryClient, sync: sync.ready, setBusy, ask, release })),
    [withRun, input, queryClient, sync, ask, release],
  );

  /** Step 1: the alcohol dialog first when needed and not yet approved. Repeated taps of one intent are ignored. */
  const start = useCallback(() => {
    if (intent.current) return;
    intent.current = true;
    prepare();
    // SPEC 4: an item not orderable at the chosen receive time asks first whether to choose another time.
    if (input.tap === 'receivable-time') {
      ask({ kind: 'receivableTime' });
      return;
    }
    if (containsAlcohol(input.orderItems) && !storedState.get('isApprovedAlcohol')) {
      ask({ kind: 'alcohol' });
      return;
    }
    void validateAndAdd();
  }, [input.tap, input.orderItems, validateAndAdd, ask, prepare]);

  const confirmAlcohol = useCallback(() => {
    if (dialog?.kind !== 'alcohol' || answered.current) return;
    answered.current = true;
    storedState.set('isApprovedAlcohol', true);
    setDialog(null);
    void validateAndAdd();
  }, [dialog, validateAndAdd]);

  const confirmConflict = useCallback(() => {
    if (dialog?.kind !== 'conflict' || answered.current) return;
    answered.current = true;
    setDialog(null);
    void withRun((run) => run.writeLines(input, { sync: sync.ready }, dialog.lines, dialog.conflict));
  }, [dialog, withRun, input, sync]);

  /** The receivable-time confirmation's confirm: to the receive-time choice, coming back to this page. */
  const confirmReceivableTime = useCallback(() => {
    if (dialog?.kind !== 'receivableTime' || answered.current) return;
    answered.current = true;
    setDialog(null);
    const here = `${window.location.pathname}${window.location.search}`;
    void withRun((run) => router.push(run.receiveTimeChoiceHref(input.restaurantId, input.servingType, here)));
  }, [dialog, withRun, router, input.restaurantId, input.servingType]);

  const cancel = useCallback(() => {
    setDialog(null);
    release();
  }, [release]);

  return {
    start,
    dialog,
    busy,
    confirmAlcohol,
    confirmConflict,
    confirmReceivableTime,
    cancel,
    prepare,
    syncMounted,
    onSyncReady: sync.resolve,
  };
}
