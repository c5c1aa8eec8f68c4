'use client';

import { memo, useCallback, useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { customizeItemId, isCustomizeItemAvailable, selectionType, type SelectionType } from '@/domain/customization';
import { quantityTap, toggleTap, type CustomizeTap } from '@/domain/customization-tap';
import { boundsText, groupHint } from '@/domain/customization-hint';
import { childPath, pathKey, type GroupPath } from '@/domain/customization-path';
import type { CustomizationAction } from '@/domain/customization-reducer';
import { isGroupChecked, isGroupValid } from '@/domain/customization-validation';
import { groupCounter } from '@/domain/item-group-counter';
import type { CustomizeGroup, CustomizeItem, SelectedCustomizeGroup, SelectedCustomizeItem } from '@/domain/menu-types';
import { showSnackbar } from '@/ui/feedback/snackbar-store';
import { useLocalized } from '@/lib/i18n/use-language';
import { CustomizeOptionRow } from './CustomizeOptionRow';
import { useLatest } from '@/lib/use-latest';

export interface CustomizeGroupSectionProps {
  /** The group as the menu item defines it (all its items). */
  definition: CustomizeGroup;
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
    (item: CustomizeItem) => apply(toggleTap(latestGroup.current, item, latestPath.current)),
    [apply, latestGroup, latestPath],
  );
  const onQuantity = useCallback(
    (item: CustomizeItem, next: number) => apply(quantityTap(latestGroup.current, item, next, latestPath.current)),
    [apply, latestGroup, latestPath],
  );

  const checked = isGroupChecked(selected);
  const onGroupCheck = useCallback(
    (_: unknown, value: boolean) => dispatch({ type: value ? 'checkGroup' : 'uncheckGroup', path: latestPath.current }),
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
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={`group-${definition.customizeGroupId ?? ''}`}
      sx={{ py: 1.5, pl: depth > 1 ? 2 : 0, borderTop: depth === 1 ? 1 : 0, borderColor: 'divider' }}
    >
      <GroupHeading
        id={headingId}
        depth={depth}
        name={name}
        required={required}
        invalid={invalid}
        selected={selected}
        definition={definition}
      />
      {selected.isCheckable ? (
        <FormControlLabel
          control={<Checkbox checked={checked} onChange={onGroupCheck} />}
          label={t('item.group.check', { name })}
        />
      ) : null}
      {showItems ? (
        <Box
          role={isRadio ? 'radiogroup' : 'group'}
          aria-labelledby={headingId}
          aria-required={isRadio && required ? true : undefined}
          sx={{ display: 'flex', flexDirection: 'column' }}
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
        </Box>
      ) : null}
    </Box>
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

/** Title row: name, required/optional chip, the counter and the hint. */
function GroupHeading({
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
  definition: CustomizeGroup;
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
  return (
    <Box sx={{ mb: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={id}
          component={depth === 1 ? 'h3' : 'h4'}
          variant={depth === 1 ? 'subtitle1' : 'subtitle2'}
          sx={{ fontWeight: 700 }}
        >
          {name}
        </Typography>
        <Chip
          size="small"
          label={required ? t('item.group.required') : t('item.group.optional')}
          color={required ? (invalid ? 'error' : 'primary') : 'default'}
          variant={required ? 'filled' : 'outlined'}
        />
        {counter ? (
          <Typography
            component="span"
            variant="caption"
            aria-label={t('item.group.counterLabel', { count: counter.count, max: counter.max })}
            sx={{ ml: 'auto', fontWeight: 700 }}
          >
            {t('item.group.counter', { count: counter.count, max: counter.max })}
          </Typography>
        ) : null}
      </Box>
      {parts.length > 0 && hint ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {hint.prefix}
          {parts.join(hint.separator)}
        </Typography>
      ) : null}
      {definition.description ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {definition.description}
        </Typography>
      ) : null}
    </Box>
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
  definitions: readonly CustomizeGroup[];
  chosen: SelectedCustomizeItem;
  parentPath: GroupPath;
  depth: number;
  dispatch: (action: CustomizationAction) => void;
}) {
  return (
    <Box sx={{ borderLeft: 2, borderColor: 'divider', ml: 1.5, mb: 1 }}>
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
    </Box>
  );
}

export type { SelectionType };
