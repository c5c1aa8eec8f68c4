'use client';

import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pathKey, type GroupPath } from '@/domain/customization-path';
import type { CustomizationAction } from '@/domain/customization-reducer';
import type { CustomizeGroupNode, OrderItem } from '@/domain/customization-types';
import { CustomizeGroupSection } from './CustomizeGroupSection';
import { buttonLook } from '@/ui/controls/button-look';
import { QuantityStepper } from '@/ui/controls/QuantityStepper';
import styles from './ItemScreen.module.css';

export interface OrderItemBlockProps {
  orderItem: OrderItem;
  /** 1-based position among the item screen's customizations. */
  index: number;
  /** True when there are several customizations (numbered headings and a remove button). */
  several: boolean;
  definitions: readonly CustomizeGroupNode[];
  dispatch: (action: CustomizationAction) => void;
  /** Asks to raise this order item's quantity (the caller checks the cap and orderability). */
  onIncrease: (treeId: string, current: number) => void;
  /** A view-only menu: nothing can be ordered, so no quantity counter (issue 16 item 8). */
  viewOnly?: boolean;
}

/** One customization of the item: its groups, its quantity counter, and remove when there are several. */
export const OrderItemBlock = memo(function OrderItemBlock({
  orderItem,
  index,
  several,
  definitions,
  dispatch,
  onIncrease,
  viewOnly = false,
}: OrderItemBlockProps) {
  const { t } = useTranslation('item');
  const { treeId, quantity } = orderItem;
  const decrease = useCallback(
    () => dispatch({ type: 'setOrderItemQuantity', treeId, quantity: quantity - 1 }),
    [dispatch, treeId, quantity],
  );
  const increase = useCallback(() => onIncrease(treeId, quantity), [onIncrease, treeId, quantity]);
  const remove = useCallback(() => dispatch({ type: 'removeOrderItem', treeId }), [dispatch, treeId]);
  const label = several ? t('item.customization.numbered', { index }) : t('item.customization.title');

  return (
    <section aria-label={label} className={styles.block}>
      {several ? (
        <div className={styles.blockHead}>
          <h2 className={styles.blockTitle}>{label}</h2>
          <button
            type="button"
            className={buttonLook({ size: 'small', color: 'error' })}
            onClick={remove}
            aria-label={t('item.customization.removeLabel', { index })}
          >
            {t('item.customization.remove')}
          </button>
        </div>
      ) : null}
      {definitions.map((definition) => {
        const groupId = definition.customizeGroupId ?? '';
        const selected = orderItem.customizeGroups.find((group) => group.customizeGroupId === groupId);
        if (!selected) return null;
        const path: GroupPath = { treeId, parents: [], customizeGroupId: groupId };
        return (
          <CustomizeGroupSection
            key={pathKey(path)}
            definition={definition}
            selected={selected}
            path={path}
            depth={1}
            dispatch={dispatch}
          />
        );
      })}
      {viewOnly ? null : (
        <div className={styles.quantityRow}>
          <span className={styles.blockTitle}>{t('item.quantity.title')}</span>
          <QuantityStepper
            size="medium"
            value={quantity}
            valueLabel={several ? t('item.quantity.labelNumbered', { index }) : t('item.quantity.label')}
            decreaseLabel={t('item.quantity.decrease')}
            increaseLabel={t('item.quantity.increase')}
            decreaseDisabled={quantity <= 1}
            onDecrease={decrease}
            onIncrease={increase}
          />
        </div>
      )}
    </section>
  );
});
