'use client';

import { memo, useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pathKey, type GroupPath } from '@/domain/customization-path';
import type { CustomizationAction } from '@/domain/customization-reducer';
import type { CustomizeGroupNode, OrderItem } from '@/domain/customization-types';
import { CustomizeGroupSection } from './CustomizeGroupSection';
import { QuantityStepper } from '@/ui/controls/QuantityStepper';

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
    <Box component="section" aria-label={label} sx={{ px: 2, pb: 2 }}>
      {several ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pt: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          <Button
            size="small"
            color="error"
            onClick={remove}
            aria-label={t('item.customization.removeLabel', { index })}
          >
            {t('item.customization.remove')}
          </Button>
        </Box>
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
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderTop: 1,
            borderColor: 'divider',
            pt: 1.5,
          }}
        >
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('item.quantity.title')}
          </Typography>
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
        </Box>
      )}
    </Box>
  );
});
