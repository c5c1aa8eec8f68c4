'use client';

import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '@/ui/controls/QuantityStepper';
import { cartCounterButtons } from '@/domain/cart';

/** The cart line's quantity counter 0–99: the buttons are disabled at the bounds (SPEC 5). */
export function CartQuantityStepper({
  name,
  quantity,
  onChange,
}: {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation('cart');
  const { decrementDisabled, incrementDisabled } = cartCounterButtons(quantity);
  return (
    <QuantityStepper
      value={quantity}
      valueLabel={t('cartPanel.line.quantity', { name })}
      decreaseLabel={t('cartPanel.line.decrease', { name })}
      increaseLabel={t('cartPanel.line.increase', { name })}
      decreaseDisabled={decrementDisabled}
      increaseDisabled={incrementDisabled}
      onDecrease={() => onChange(quantity - 1)}
      onIncrease={() => onChange(quantity + 1)}
    />
  );
}
