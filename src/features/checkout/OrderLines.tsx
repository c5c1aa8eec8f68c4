'use client';

import { useListJoin, useLocalized, useYen } from '@/lib/i18n/use-language';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderCustomizeLine, OrderLineItem } from '@/api/generated/models';
import { useShellStore } from '@/ui/shell/shell-store';

interface NamedLine {
  name?: string;
  nameLanguages?: OrderCustomizeLine['nameLanguages'];
  quantity?: number;
  customizeItems?: readonly NamedLine[];
}

/** The names of the chosen customizations, nested in order ("name ×n" above 1), for the language's list join. */
function customizeNames(items: readonly NamedLine[] | undefined, name: (l: NamedLine) => string): string[] {
  return (items ?? []).flatMap((item) => [
    item.quantity && item.quantity > 1 ? `${name(item)} ×${item.quantity}` : name(item),
    ...customizeNames(item.customizeItems, name),
  ]);
}

/** The order lines as a read-only summary with their customizations; editing opens the cart (issue 11 item 1). */
export function OrderLines({
  items,
  optionItems,
  readOnly,
}: {
  items: readonly OrderLineItem[];
  optionItems: readonly OrderLineItem[];
  /** On the complete page: no edit button. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const localized = useLocalized();
  const yen = useYen();
  const joinNames = useListJoin();
  const lines = [...items, ...optionItems];
  return (
    <Box component="section" aria-labelledby="order-lines-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="order-lines-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('form.lines.title')}
        </Typography>
        {readOnly ? null : (
          <Button size="small" onClick={() => useShellStore.getState().setCartOpen(true)}>
            {t('form.lines.edit')}
          </Button>
        )}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line, index) => {
          const caption = joinNames(customizeNames(line.customizeItems, (c) => localized(c.name, c.nameLanguages)));
          return (
            <Box component="li" key={`${line.itemId}-${index}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{localized(line.name, line.nameLanguages)}</Typography>
                <Typography>{t('form.lines.quantity', { count: line.quantity })}</Typography>
              </Box>
              {caption ? (
                <Typography variant="body2" color="text.secondary">
                  {caption}
                </Typography>
              ) : null}
              <Typography variant="body2" sx={{ textAlign: 'right' }}>
                {yen((line.discountedPrice ?? line.price) * line.quantity)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
