'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { customizationCaption } from '@/domain/cart-lines';
import type { CartOrderItem } from '@/domain/menu-types';
import { linePrice } from '@/domain/money';
import { useLocale, useLocalized, useYen } from '@/lib/i18n/use-language';
import { CartLineImage } from './CartLineImage';
import { CartQuantityStepper } from './CartQuantityStepper';

/** One cart line: image, name, customization caption, subtotal, quantity stepper, edit and delete (SPEC 2). */
export function CartLine({
  line,
  onQuantity,
  onEdit,
  onDelete,
}: {
  line: CartOrderItem;
  onQuantity: (quantity: number) => void;
  onEdit: (() => void) | null;
  onDelete: () => void;
}) {
  const { t } = useTranslation('cart');
  const localized = useLocalized();
  const yen = useYen();
  const locale = useLocale();
  const name = localized(line.name, line.nameLanguages);
  const caption = customizationCaption(line.customizeItems, (item) => localized(item.name, item.nameLanguages), locale);
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
          <CartQuantityStepper name={name} quantity={line.quantity} onChange={onQuantity} />
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {onEdit ? (
              <Button
                size="small"
                startIcon={<EditOutlinedIcon />}
                aria-label={t('cartPanel.line.editLabel', { name })}
                onClick={onEdit}
              >
                {t('cartPanel.line.edit')}
              </Button>
            ) : null}
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineOutlinedIcon />}
              aria-label={t('cartPanel.line.deleteLabel', { name })}
              onClick={onDelete}
            >
              {t('cartPanel.line.delete')}
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
