'use client';

import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { customizationCaption } from '@/domain/cart-lines';
import { useLocale, useLocalized } from '@/lib/i18n/use-language';

// Decision (issue 27 item 6): "show at the counter" is a full-screen dialog (role dialog, named by its title, focus
// kept inside, Escape and the close buttons close it) with what the staff read: the order number as large as the
// width allows, the customer's name when the order carries one, the receive time, restaurant and serving type, and
// the items with their customizations and quantities; no prices.
/** The full-screen view to show at the counter: order number, name, receive time and items. */
export function CounterView({
  open,
  onClose,
  order,
  when,
  place,
  serving,
}: {
  open: boolean;
  onClose: () => void;
  order: Order;
  /** The receive time as the page reads it (date and time). */
  when: string;
  /** The restaurant's name. */
  place: string;
  /** The serving type's word. */
  serving: string;
}) {
  const { t } = useTranslation('checkout');
  const localized = useLocalized();
  const locale = useLocale();
  const titleId = useId();
  const name = order.customer?.name?.trim();
  const lines = [...order.items, ...order.optionItems];
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {t('complete.counter.title')}
        </Typography>
        <IconButton edge="end" aria-label={t('complete.counter.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 3 }}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography color="text.secondary">{t('complete.orderNumber')}</Typography>
          <Typography
            component="p"
            aria-label={t('complete.orderNumberLabel', { number: order.orderNumber })}
            sx={{ fontSize: 'clamp(3rem, 22vw, 6rem)', fontWeight: 800, lineHeight: 1.1, overflowWrap: 'anywhere' }}
          >
            {order.orderNumber}
          </Typography>
          {name ? (
            <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700, mt: 1 }}>
              {t('complete.counter.name', { name })}
            </Typography>
          ) : null}
          <Typography component="p" sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 1 }}>
            {when}
          </Typography>
          <Typography component="p" color="text.secondary">
            {`${place} · ${serving}${order.seatNo ? ` · ${t('form.seat')} ${order.seatNo}` : ''}`}
          </Typography>
        </Box>
        <Box
          component="ul"
          aria-label={t('form.lines.title')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, borderTop: 1, borderColor: 'divider' }}
        >
          {lines.map((line, index) => {
            const caption = customizationCaption(
              line.customizeItems,
              (item) => localized(item.name, item.nameLanguages),
              locale,
            );
            return (
              <Box
                component="li"
                key={`${line.itemId}-${index}`}
                sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontSize: '1.25rem' }}>
                  <Typography component="span" sx={{ fontSize: 'inherit', fontWeight: 700 }}>
                    {localized(line.name, line.nameLanguages)}
                  </Typography>
                  <Typography component="span" sx={{ fontSize: 'inherit', fontWeight: 700, flexShrink: 0 }}>
                    {t('form.lines.quantity', { count: line.quantity })}
                  </Typography>
                </Box>
                {caption ? <Typography color="text.secondary">{caption}</Typography> : null}
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button fullWidth size="large" variant="outlined" onClick={onClose}>
          {t('complete.counter.done')}
        </Button>
      </Box>
    </Dialog>
  );
}
