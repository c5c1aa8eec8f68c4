import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MenuTag } from '@/features/menus';
import { boundsText, groupHint } from '@/domain/customization-hint';
import { groupCounter } from '@/domain/item-group-counter';
import type { CustomizeGroupNode, SelectedCustomizeGroup } from '@/domain/customization-types';

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
        <MenuTag
          colour={required ? (invalid ? 'error' : 'primary') : 'default'}
          variant={required ? 'filled' : 'outlined'}
        >
          {required ? t('item.group.required') : t('item.group.optional')}
        </MenuTag>
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
