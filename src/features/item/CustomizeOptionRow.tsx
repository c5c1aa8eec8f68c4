'use client';

import { memo, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showsImage, type SelectionType } from '@/domain/customization';
import { imageSrc } from '@/domain/image';
import type { CustomizeItemNode, SelectedCustomizeItem } from '@/domain/customization-types';
import { useLocalized } from '@/lib/i18n/use-language';
import { MenuTag } from '@/features/menus';
import { CheckboxInput } from '@/ui/controls/CheckboxOption';
import { Price } from '@/ui/controls/Price';
import { RadioInput } from '@/ui/controls/RadioInput';
import { QuantityStepper } from '@/ui/controls/QuantityStepper';
import styles from './CustomizeGroup.module.css';

const OPTION_IMAGE_PX = 48;

export interface CustomizeOptionRowProps {
  kind: SelectionType;
  item: CustomizeItemNode;
  chosen: SelectedCustomizeItem | undefined;
  available: boolean;
  depth: number;
  radioName: string;
  onToggle: (item: CustomizeItemNode) => void;
  onQuantity: (item: CustomizeItemNode, next: number) => void;
  /** Nested groups of the chosen item. */
  children?: ReactNode;
}

function noop(): void {}

// ADR 0009: the option radios and checkboxes have no ripple (issue 15): the ripple's work between the press and the
// click (its layer mounted, its frame drawn over the whole list) was most of a tap's cost on a 20 × 30 item
// (`npm run bench:tap` at 4× throttling: p50 57 → 26 ms, p95 137 → 48 ms). Issue 29 (ADR 0026): they are native
// inputs styled by CSS (RadioInput, CheckboxInput), not MUI's Radio and Checkbox: the focus shows as their halo.

/** One customize item: radio / checkbox / counter per the group's selection type, image above depth 3, price. */
export const CustomizeOptionRow = memo(function CustomizeOptionRow({
  kind,
  item,
  chosen,
  available,
  depth,
  radioName,
  onToggle,
  onQuantity,
  children,
}: CustomizeOptionRowProps) {
  const { t } = useTranslation('item');
  const localized = useLocalized();
  const name = localized(item.name, item.nameLanguages);
  const image = showsImage(depth) ? imageSrc(item.imageUrl, 'thumbnail') : null;
  const quantity = chosen?.quantity ?? 0;
  const toggle = useCallback(() => onToggle(item), [onToggle, item]);
  const decrease = useCallback(() => onQuantity(item, quantity - 1), [onQuantity, item, quantity]);
  const increase = useCallback(() => onQuantity(item, quantity + 1), [onQuantity, item, quantity]);
  const price = item.price ?? 0;
  const hasPrice = price > 0 || (item.discountedPrice ?? 0) > 0;
  const showStepper =
    kind === 'counter' || (chosen !== undefined && (kind === 'radio-counter' || kind === 'checkbox-counter'));
  const inputId = `opt-${radioName}-${item.itemId ?? ''}`.replace(/[^\w-]/g, '_');
  const labelText = available ? name : `${name} (${t('item.option.soldOut')})`;

  const control =
    kind === 'radio' || kind === 'radio-counter' ? (
      <RadioInput
        id={inputId}
        name={radioName}
        checked={chosen !== undefined}
        disabled={!available}
        onClick={toggle}
        onChange={noop}
        aria-label={labelText}
      />
    ) : kind === 'checkbox' || kind === 'checkbox-counter' ? (
      <CheckboxInput
        id={inputId}
        checked={chosen !== undefined}
        disabled={!available}
        onChange={toggle}
        aria-label={labelText}
      />
    ) : null;

  const Label = control ? 'label' : 'span';

  return (
    <div>
      <div
        className={available ? styles.row : `${styles.row} ${styles.soldOut}`}
        data-testid={`option-${item.itemId ?? ''}`}
      >
        {control}
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the image service's sized URL (domain imageSrc)
          <img
            className={styles.image}
            src={image}
            alt=""
            width={OPTION_IMAGE_PX}
            height={OPTION_IMAGE_PX}
            loading="lazy"
          />
        ) : null}
        <Label className={styles.label} htmlFor={control ? inputId : undefined}>
          <span className={styles.name}>{name}</span>
          {hasPrice ? (
            <Price price={price} discountedPrice={item.discountedPrice} showRegular plus variant="caption" />
          ) : null}
        </Label>
        {!available ? <MenuTag>{t('item.option.soldOut')}</MenuTag> : null}
        {available && showStepper ? (
          <QuantityStepper
            value={quantity}
            valueLabel={t('item.option.quantity', { name })}
            decreaseLabel={t('item.option.decrease', { name })}
            increaseLabel={t('item.option.increase', { name })}
            decreaseDisabled={quantity <= 0}
            onDecrease={decrease}
            onIncrease={increase}
          />
        ) : null}
      </div>
      {children}
    </div>
  );
});
