'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { customizationCaption } from '@/domain/cart-lines';
import type { CartOrderItem } from '@/domain/cart-types';
import { linePrice } from '@/domain/money';
import { useLocale, useLocalized, useYen } from '@/lib/i18n/use-language';
import { CartLineImage } from './CartLineImage';
import { CartQuantityStepper } from './CartQuantityStepper';

/**
 * One cart line: image, name, customization caption, subtotal, quantity stepper, edit and delete (SPEC 2). Memoised
 * with stable callbacks that take the line's id: a tap re-renders only its own line (the store keeps the other line
 * objects), so a cart of 99 lines stays responsive (issue 15).
 */
export const CartLine = memo(function CartLine({
  line,
  editHref,
  onQuantity,
  onEdit,
  onDelete,
}: {
  line: CartOrderItem;
  /** The item page editing this line (cart-links), or null when the line cannot be edited. */
  editHref: string | null;
  onQuantity: (customizeId: string, quantity: number) => void;
  onEdit: (href: string) => void;
  onDelete: (customizeId: string) => void;
}) {
  const { t } = useTranslation('cart');
  const localized = useLocalized();
  const yen = useYen();
  const locale = useLocale();
  const name = localized(line.name, line.nameLanguages);
  const caption = customizationCaption(line.customizeItems, (item) => localized(item.name, item.nameLanguages), locale);
  const { customizeId } = line;
  const quantity = useCallback((next: number) => onQuantity(customizeId, next), [onQuantity, customizeId]);
  const edit = useCallback(() => {
    if (editHref) onEdit(editHref);
  }, [onEdit, editHref]);
  const remove = useCallback(() => onDelete(customizeId), [onDelete, customizeId]);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <CartLineImage src={line.imageUrl} name={name} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
          {name}
        </Typography>
        {caption ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
            {caption}
          </Typography>
        ) : null}
        <Typography sx={{ mt: 0.5, fontWeight: 700 }}>
          {t('cartPanel.line.subtotal', { price: yen(linePrice(line)) })}
        </Typography>
        <Box
          sx={{
            mt: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <CartQuantityStepper name={name} quantity={line.quantity} onChange={quantity} />
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {editHref ? (
              <Button
                size="small"
                startIcon={<EditOutlinedIcon />}
                aria-label={t('cartPanel.line.editLabel', { name })}
                onClick={edit}
              >
                {t('cartPanel.line.edit')}
              </Button>
            ) : null}
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineOutlinedIcon />}
              aria-label={t('cartPanel.line.deleteLabel', { name })}
              onClick={remove}
            >
              {t('cartPanel.line.delete')}
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
});
