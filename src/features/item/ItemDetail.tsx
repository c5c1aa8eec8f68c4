'use client';

import { useCallback, useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import type { MenuItem as ApiMenuItem } from '@/api/generated/models';
import { menuItemTree } from '@/domain/customize-tree';
import type { MenuItemTree } from '@/domain/customization-types';
import { areOrderItemsValid } from '@/domain/customization-validation';
import { isOutsideOrderableTime } from '@/domain/orderable-time';
import {
  addToCartButton,
  addToCartLabelKey,
  cartButtonNotAvailable,
  checkOrderQuantity,
  isOrderable,
  itemOrderQuantityBounds,
  itemScreenQuantity,
  itemScreenStatus,
  mayTellTimes,
} from '@/domain/item-screen';
import type { MessageRef } from '@/domain/message-types';
import type { CartOrderItem, CartRestaurant } from '@/domain/cart-types';
import { linesTotal } from '@/domain/money';
import type { ServingType } from '@/domain/serving-type';
import { useCart } from '@/features/cart';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { useLocalized } from '@/lib/i18n/use-language';
import { buttonLook } from '@/ui/controls/button-look';
import { ButtonIcon } from '@/ui/controls/ButtonIcon';
import { PathIcon } from '@/ui/controls/PathIcon';
import { ADD_ICON } from '@/ui/controls/QuantityStepper';
import { useMountOnce } from '@/ui/shell/lazy-mount';
import { AddToCartBar } from './AddToCartBar';
import { newId } from './ids';
import { ItemSummary } from './ItemSummary';
import { OrderItemBlock } from './OrderItemBlock';
import { preloadAddRun, useAddToCart } from './use-add-to-cart';
import { useItemScreenState } from './use-item-screen-state';
import { useLatest } from '@/lib/use-latest';
import { useNow } from '@/lib/use-now';
import styles from './ItemScreen.module.css';

// ADR 0009 (issue 29): the add flow's dialogs (MUI Dialog, Modal, focus trap) are fetched the first time one opens.
const AddFlowDialogs = dynamic(() => import('./AddFlowDialogs').then((m) => m.AddFlowDialogs), { ssr: false });
// Issue 29: the cart sync is mounted once the customer starts using the screen (use-add-to-cart.ts).
const AddCartSync = dynamic(() => import('./AddCartSync').then((m) => m.AddCartSync), { ssr: false });

export interface ItemDetailProps {
  restaurantId: string;
  menuId: string;
  menuItem: ApiMenuItem;
  /** The cart line being edited, when editing and still in the cart. */
  line: CartOrderItem | null;
  servingType: ServingType;
  /** The chosen receive time (ISO), or null for now. */
  receiveTime: string | null;
  isMenuViewOnly: boolean;
  restaurant: CartRestaurant;
  titleId: string;
  refetchItem: () => void;
  finish: () => void;
}

function snack(message: MessageRef | null): boolean {
  if (!message) return false;
  showSnackbar(message.key, { variant: 'error', values: message.params });
  return true;
}

/** The item screen: summary, customizations per order item, quantity, "add another", add-to-cart and its flow. */
export function ItemDetail(props: ItemDetailProps) {
  const { restaurantId, menuId, line, servingType, receiveTime, isMenuViewOnly, restaurant, titleId } = props;
  // A sold-out answer on add marks the item sold out here until the item is loaded again (issue 16 item 8).
  const [soldOutAnswer, setSoldOutAnswer] = useState(false);
  const markSoldOut = useCallback(() => setSoldOutAnswer(true), []);
  const seed = useMemo(() => menuItemTree(props.menuItem), [props.menuItem]);
  const menuItem = useMemo<MenuItemTree>(
    () => (soldOutAnswer ? { ...seed, itemState: 'SoldOut' } : seed),
    [soldOutAnswer, seed],
  );
  const { t } = useTranslation('item');
  const localized = useLocalized();
  const cart = useCart();
  const { orderItems, dispatch } = useItemScreenState(seed, line);

  const now = useNow();
  const receiveAt = useMemo(() => new Date(receiveTime ?? now), [receiveTime, now]);
  const status = itemScreenStatus({
    menuItem,
    isOvertime: isOutsideOrderableTime(menuItem.orderableTimeRanges, receiveAt),
    isEditing: line !== null,
  });
  const bounds = useMemo(
    () => itemOrderQuantityBounds({ menuItem, cart, restaurantId, editingCustomizeId: line?.customizeId }),
    [menuItem, cart, restaurantId, line],
  );
  const times = useMemo(
    () => (mayTellTimes(menuItem, status) ? { menuItem, status, receiveAt, now, restaurantId, servingType } : null),
    [menuItem, status, receiveAt, now, restaurantId, servingType],
  );
  const groupsValid = areOrderItemsValid(orderItems);
  const quantity = itemScreenQuantity(orderItems);
  const total = linesTotal(orderItems);
  const orderable = isOrderable(status) && !isMenuViewOnly;
  const button = addToCartButton({ status, groupsValid, quantity, bounds, isMenuViewOnly });
  const labelKey = isMenuViewOnly ? 'item.viewOnly' : addToCartLabelKey(status, groupsValid);

  const latest = useLatest({ status, quantity, bounds, isMenuViewOnly });
  const onIncrease = useCallback(
    (treeId: string, current: number) => {
      const now = latest.current;
      if (snack(cartButtonNotAvailable(now.status))) return;
      if (snack(checkOrderQuantity(now.quantity + 1, now.bounds))) return;
      dispatch({ type: 'setOrderItemQuantity', treeId, quantity: current + 1 });
    },
    [dispatch, latest],
  );
  const addAnother = useCallback(() => {
    const now = latest.current;
    if (now.isMenuViewOnly || cartButtonNotAvailable(now.status)) {
      snack({ key: 'snackbar.item.addCustomizationNotAvailable', params: {} });
      return;
    }
    if (snack(checkOrderQuantity(now.quantity + 1, now.bounds))) return;
    dispatch({ type: 'addOrderItem', treeId: newId('tree'), menuItem });
  }, [dispatch, latest, menuItem]);

  const flow = useAddToCart({
    restaurantId,
    menuId,
    menuItem,
    orderItems,
    servingType,
    tap: button.tap,
    editingCustomizeId: line?.customizeId ?? null,
    restaurant,
    refetchItem: props.refetchItem,
    finish: props.finish,
    onSoldOut: markSoldOut,
  });

  const dialogsMounted = useMountOnce(flow.dialog !== null);
  const { prepare } = flow;
  const startUsing = useCallback(() => {
    preloadAddRun();
    prepare();
  }, [prepare]);
  const definitions = menuItem.customizeGroups;
  const several = orderItems.length > 1;
  // Decision: sideways on a phone the summary and the options sit side by side, so the sheet shows its options and
  // not only the image and the add button (issue 16 item 14).
  return (
    // The add's run and the cart sync load once the customer starts using the screen (use-add-to-cart.ts).
    <div className={styles.detail} onPointerDownCapture={startUsing} onFocusCapture={startUsing}>
      <div className={styles.layout}>
        <ItemSummary item={menuItem} titleId={titleId} times={times} />
        <div className={styles.options}>
          {orderItems.map((orderItem, index) => (
            <OrderItemBlock
              key={orderItem.treeId}
              orderItem={orderItem}
              index={index + 1}
              several={several}
              definitions={definitions}
              dispatch={dispatch}
              onIncrease={onIncrease}
              viewOnly={isMenuViewOnly}
            />
          ))}
          {definitions.length > 0 && !isMenuViewOnly ? (
            <div className={styles.addAnother}>
              <button
                type="button"
                className={buttonLook({ variant: 'outlined', fullWidth: true })}
                onClick={addAnother}
              >
                <ButtonIcon>
                  <PathIcon d={ADD_ICON} size="inherit" />
                </ButtonIcon>
                {t('item.customization.addAnother')}
              </button>
            </div>
          ) : null}
        </div>
      </div>
      <AddToCartBar
        labelKey={labelKey}
        total={total}
        showTotal={orderable}
        disabled={button.disabled}
        busy={flow.busy}
        onAdd={flow.start}
      />
      {flow.syncMounted ? <AddCartSync onReady={flow.onSyncReady} /> : null}
      {dialogsMounted ? (
        <AddFlowDialogs
          dialog={flow.dialog}
          cartRestaurantName={cart ? localized(cart.restaurant.name, cart.restaurant.nameLanguages) : ''}
          restaurantName={localized(restaurant.name, restaurant.nameLanguages)}
          cartServingType={cart?.servingType ?? null}
          servingType={servingType}
          onConfirmAlcohol={flow.confirmAlcohol}
          onConfirmConflict={flow.confirmConflict}
          onConfirmReceivableTime={flow.confirmReceivableTime}
          onCancel={flow.cancel}
        />
      ) : null}
    </div>
  );
}
