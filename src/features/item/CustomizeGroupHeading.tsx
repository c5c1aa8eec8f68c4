import { useTranslation } from 'react-i18next';
import { MenuTag } from '@/features/menus';
import { boundsText, groupHint } from '@/domain/customization-hint';
import { groupCounter } from '@/domain/item-group-counter';
import type { CustomizeGroupNode, SelectedCustomizeGroup } from '@/domain/customization-types';
import styles from './CustomizeGroup.module.css';

/** Title row: name, required/optional chip, the counter and the hint. */
export function CustomizeGroupHeading({
  id,
  depth,
  name,
  required,
  invalid,
  selected,
  definition,
}: {
  id: string;
  depth: number;
  name: string;
  required: boolean;
  invalid: boolean;
  selected: SelectedCustomizeGroup;
  definition: CustomizeGroupNode;
}) {
  const { t } = useTranslation('item');
  const counter = groupCounter(selected);
  const hint = groupHint(definition);
  const mark = t('item.group.rangeMark');
  const parts: string[] = [];
  if (hint?.items) {
    parts.push(
      hint.items.max === undefined
        ? t('item.group.hintItemsMin', { min: hint.items.min })
        : t('item.group.hintItems', { range: boundsText(hint.items, mark) }),
    );
  }
  if (hint?.totals) {
    parts.push(
      hint.totals.max === undefined
        ? t('item.group.hintTotalsMin', { min: hint.totals.min })
        : t('item.group.hintTotals', { range: boundsText(hint.totals, mark) }),
    );
  }
  const Title = depth === 1 ? 'h3' : 'h4';
  return (
    <div className={styles.heading}>
      <div className={styles.titleRow}>
        <Title id={id} className={depth === 1 ? styles.title : styles.subtitle}>
          {name}
        </Title>
        <MenuTag
          colour={required ? (invalid ? 'error' : 'primary') : 'default'}
          variant={required ? 'filled' : 'outlined'}
        >
          {required ? t('item.group.required') : t('item.group.optional')}
        </MenuTag>
        {counter ? (
          <span
            className={styles.counter}
            aria-label={t('item.group.counterLabel', { count: counter.count, max: counter.max })}
          >
            {t('item.group.counter', { count: counter.count, max: counter.max })}
          </span>
        ) : null}
      </div>
      {parts.length > 0 && hint ? (
        <p className={styles.note}>
          {hint.prefix}
          {parts.join(hint.separator)}
        </p>
      ) : null}
      {definition.description ? <p className={styles.note}>{definition.description}</p> : null}
    </div>
  );
}
