'use client';

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListOptionItems } from '@/api/generated/endpoints/restaurants/restaurants';
import type { OptionItem as ApiOptionItem } from '@/api/generated/models';
import { optionItemRows } from '@/domain/cart-options';
import type { Cart, OptionItem } from '@/domain/cart-types';
import { useLocalized, useYen } from '@/lib/i18n/use-language';

function toOptionItem(item: ApiOptionItem): OptionItem {
  return {
    itemId: item.itemId,
    name: item.name,
    nameLanguages: item.nameLanguages,
    price: item.price,
    version: item.version,
    quantity: item.quantity,
  };
}

/** Option items (cutlery) as checkboxes, takeout carts only, sorted by id, ticked when in the cart (SPEC 2, 4). */
export function CartOptionItems({
  cart,
  onChange,
}: {
  cart: Cart;
  onChange: (option: OptionItem, checked: boolean) => void;
}) {
  const { t } = useTranslation('cart');
  const localized = useLocalized();
  const yen = useYen();
  const titleId = useId();
  const takeout = cart.servingType === 'takeout';
  const query = useListOptionItems(cart.restaurant.id, { query: { enabled: takeout, staleTime: Infinity } });
  const rows = optionItemRows(
    (query.data?.optionItems ?? []).map((item) => ({ item: toOptionItem(item), saleState: item.itemState })),
    cart,
    cart.servingType,
  );
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ py: 2 }}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('cartPanel.options.title')}
      </Typography>
      <FormGroup>
        {rows.map(({ item, checked, disabled }) => {
          const name = localized(item.name, item.nameLanguages);
          const label = item.price ? t('cartPanel.options.withPrice', { name, price: yen(item.price) }) : name;
          return (
            <FormControlLabel
              key={item.itemId}
              label={label}
              control={
                <Checkbox
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => onChange(item, event.target.checked)}
                />
              }
            />
          );
        })}
      </FormGroup>
    </Box>
  );
}
