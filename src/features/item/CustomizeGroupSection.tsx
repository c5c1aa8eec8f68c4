'use client';

import { memo, useCallback, useId, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customizeItemId, isCustomizeItemAvailable, selectionType, type SelectionType } from '@/domain/customization';
import { quantityTap, toggleTap, type CustomizeTap } from '@/domain/customization-tap';
import { childPath, pathKey, type GroupPath } from '@/domain/customization-path';
import type { CustomizationAction } from '@/domain/customization-reducer';
import { isGroupChecked, isGroupValid } from '@/domain/customization-validation';
import type {
  CustomizeGroupNode,
  CustomizeItemNode,
  SelectedCustomizeGroup,
  SelectedCustomizeItem,
} from '@/domain/customization-types';
import { CheckboxOption } from '@/ui/controls/CheckboxOption';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { useLocalized } from '@/lib/i18n/use-language';
import { CustomizeGroupHeading } from './CustomizeGroupHeading';
import { CustomizeOptionRow } from './CustomizeOptionRow';
import { useLatest } from '@/lib/use-latest';
import styles from './CustomizeGroup.module.css';

export interface CustomizeGroupSectionProps {
  /** The group as the menu item defines it (all its items). */
  definition: CustomizeGroupNode;
  /** The group in the item-screen state (its chosen items and check flags). */
  selected: SelectedCustomizeGroup;
  path: GroupPath;
  /** Nesting depth: 1 for the item's own groups. */
  depth: number;
  dispatch: (action: CustomizationAction) => void;
}

/**
 * One customize group: title, required mark, counter, hint, the group checkbox of a checkable group, and its items
 * as radios, checkboxes or counters (domain selection type); chosen items show their nested groups. Memoised: a tap
 * re-renders only the group whose state object changed (the reducer shares unchanged groups).
 */
export const CustomizeGroupSection = memo(function CustomizeGroupSection({
  definition,
  selected,
  path,
  depth,
  dispatch,
}: CustomizeGroupSectionProps) {
  const { t } = useTranslation('item');
  const localized = useLocalized();
  const headingId = useId();
  const kind = useMemo(() => selectionType(definition), [definition]);
  const latestGroup = useLatest(selected);
  const latestPath = useLatest(path);

  // The rules of a tap live in the domain (customization-tap): this only shows a refusal or dispatches the action.
  const apply = useCallback(
    (tap: CustomizeTap) => {
      if (tap.kind === 'refuse') showSnackbar(tap.message.key, { variant: 'error', values: tap.message.params });
      else dispatch(tap.action);
    },
    [dispatch],
  );
  const onToggle = useCallback(
    (item: CustomizeItemNode) => apply(toggleTap(latestGroup.current, item, latestPath.current)),
    [apply, latestGroup, latestPath],
  );
  const onQuantity = useCallback(
    (item: CustomizeItemNode, next: number) => apply(quantityTap(latestGroup.current, item, next, latestPath.current)),
    [apply, latestGroup, latestPath],
  );

  const checked = isGroupChecked(selected);
  const onGroupCheck = useCallback(
    (event: ChangeEvent<HTMLInputElement>) =>
      dispatch({ type: event.target.checked ? 'checkGroup' : 'uncheckGroup', path: latestPath.current }),
    [dispatch, latestPath],
  );

  const name = localized(definition.name, definition.nameLanguages);
  const required = definition.isSelectionRequired === true;
  const showItems = !selected.isCheckable || checked;
  const invalid = !isGroupValid(selected);
  const isRadio = kind === 'radio' || kind === 'radio-counter';
  const radioName = `${pathKey(path)}`;
  const chosenById = useMemo(() => {
    const map = new Map<string, SelectedCustomizeItem>();
    for (const item of selected.customizeItems) map.set(item.itemId, item);
    return map;
  }, [selected.customizeItems]);

  return (
    <section
      aria-labelledby={headingId}
      data-testid={`group-${definition.customizeGroupId ?? ''}`}
      className={`${styles.group} ${depth === 1 ? styles.top : styles.nested}`}
    >
      <CustomizeGroupHeading
        id={headingId}
        depth={depth}
        name={name}
        required={required}
        invalid={invalid}
        selected={selected}
        definition={definition}
      />
      {selected.isCheckable ? (
        <CheckboxOption checked={checked} onChange={onGroupCheck} label={t('item.group.check', { name })} />
      ) : null}
      {showItems ? (
        <div
          role={isRadio ? 'radiogroup' : 'group'}
          aria-labelledby={headingId}
          aria-required={isRadio && required ? true : undefined}
          className={styles.items}
        >
          {(definition.customizeItems ?? []).map((item) => {
            const id = customizeItemId(item);
            const chosen = chosenById.get(id);
            return (
              <CustomizeOptionRow
                key={id}
                kind={kind}
                item={item}
                chosen={chosen}
                available={isCustomizeItemAvailable(item)}
                depth={depth}
                radioName={radioName}
                onToggle={onToggle}
                onQuantity={onQuantity}
              >
                {chosen && (item.customizeGroups?.length ?? 0) > 0 ? (
                  <NestedGroups
                    definitions={item.customizeGroups ?? []}
                    chosen={chosen}
                    parentPath={path}
                    depth={depth}
                    dispatch={dispatch}
                  />
                ) : null}
              </CustomizeOptionRow>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}, sameGroupProps);

function sameGroupProps(a: CustomizeGroupSectionProps, b: CustomizeGroupSectionProps): boolean {
  return (
    a.definition === b.definition &&
    a.selected === b.selected &&
    a.depth === b.depth &&
    a.dispatch === b.dispatch &&
    pathKey(a.path) === pathKey(b.path)
  );
}

/** The nested groups under a chosen item (depth + 1), paired by group id with their state. */
function NestedGroups({
  definitions,
  chosen,
  parentPath,
  depth,
  dispatch,
}: {
  definitions: readonly CustomizeGroupNode[];
  chosen: SelectedCustomizeItem;
  parentPath: GroupPath;
  depth: number;
  dispatch: (action: CustomizationAction) => void;
}) {
  return (
    <div className={styles.nestedGroups}>
      {definitions.map((definition) => {
        const groupId = definition.customizeGroupId ?? '';
        const selected = chosen.customizeGroups.find((group) => group.customizeGroupId === groupId);
        if (!selected) return null;
        return (
          <CustomizeGroupSection
            key={groupId}
            definition={definition}
            selected={selected}
            path={childPath(parentPath, chosen.itemId, groupId)}
            depth={depth + 1}
            dispatch={dispatch}
          />
        );
      })}
    </div>
  );
}

export type { SelectionType };
