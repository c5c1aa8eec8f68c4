'use client';

import { useTranslation } from 'react-i18next';
import type { CartConflict } from '@/domain/cart-conflict';
import type { ServingType } from '@/domain/serving-type';
import type { AddDialog } from './use-add-to-cart';
import { TwoButtonDialog } from '@/ui/controls/TwoButtonDialog';

const CONFLICT_KEYS: Record<CartConflict, string> = {
  'unique-serving-type': 'servingType',
  'unique-restaurant': 'restaurant',
  'not-orderable-at-once': 'notOrderableAtOnce',
};

/** The alcohol confirmation, the receivable-time confirmation and the cart conflict dialogs of the add-to-cart flow. */
export function AddFlowDialogs({
  dialog,
  cartRestaurantName,
  restaurantName,
  cartServingType,
  servingType,
  onConfirmAlcohol,
  onConfirmConflict,
  onConfirmReceivableTime,
  onCancel,
}: {
  dialog: AddDialog;
  cartRestaurantName: string;
  restaurantName: string;
  cartServingType: ServingType | null;
  servingType: ServingType;
  onConfirmAlcohol: () => void;
  onConfirmConflict: () => void;
  onConfirmReceivableTime: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('item');
  const servingName = (type: ServingType | null) =>
    type === 'eat_in' ? t('item.servingType.eatIn') : t('item.servingType.takeout');
  const conflictKey = dialog?.kind === 'conflict' ? CONFLICT_KEYS[dialog.conflict] : 'servingType';
  return (
    <>
      <TwoButtonDialog
        open={dialog?.kind === 'alcohol'}
        title={t('item.alcohol.title')}
        text={t('item.alcohol.text')}
        confirmLabel={t('item.alcohol.confirm')}
        cancelLabel={t('item.alcohol.cancel')}
        onConfirm={onConfirmAlcohol}
        onCancel={onCancel}
      />
      <TwoButtonDialog
        open={dialog?.kind === 'receivableTime'}
        title={t('item.receivableTime.title')}
        text={t('item.receivableTime.text')}
        confirmLabel={t('item.receivableTime.confirm')}
        cancelLabel={t('item.receivableTime.cancel')}
        onConfirm={onConfirmReceivableTime}
        onCancel={onCancel}
      />
      <TwoButtonDialog
        open={dialog?.kind === 'conflict'}
        title={t(`item.conflict.${conflictKey}.title`)}
        text={t(`item.conflict.${conflictKey}.text`, {
          cartRestaurant: cartRestaurantName,
          restaurant: restaurantName,
          cartServingType: servingName(cartServingType),
          servingType: servingName(servingType),
        })}
        confirmLabel={t('item.conflict.change')}
        cancelLabel={t('item.conflict.quit')}
        onConfirm={onConfirmConflict}
        onCancel={onCancel}
      />
    </>
  );
}
