'use client';

import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { useGetOrder } from '@/api/generated/endpoints/orders/orders';
import type { Order } from '@/api/generated/models';
import { earlierExpiry } from '@/domain/cart';
import { campaignExpiry, NO_CAMPAIGN_EXPIRY } from '@/domain/cart-expiry';
import { toCartOrderItems } from '@/domain/cart-lines';
import { MODAL_TRANSITION_MS } from '@/domain/constants';
import { menuItemTree } from '@/domain/customize-tree';
import { containsAlcohol } from '@/domain/item-screen';
import { isOrderIdShape } from '@/domain/order-state';
import { planReorder } from '@/domain/reorder';
import { useCartSync } from '@/features/cart';
import { useMenuContext } from '@/features/menus';
import { storedState } from '@/lib/stored-state';
import { queryOptionsFor } from '@/lib/query-client';
import { TwoButtonDialog } from '@/ui/controls/TwoButtonDialog';
import { useShellStore } from '@/ui/shell/shell-store';
import { ReorderChanges } from './ReorderChanges';
import { useReorderMenu } from './use-reorder-menu';

const newCustomizeId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The order-again review dialog for an order id of the right shape, else nothing (loaded on demand by ReorderReview). */
export function CheckedReorderDialog({ restaurantId, orderId }: { restaurantId: string; orderId: string }) {
  return isOrderIdShape(orderId) ? <ReorderDialog restaurantId={restaurantId} orderId={orderId} /> : null;
}

/** The order-again review dialog. */
export function ReorderDialog({ restaurantId, orderId }: { restaurantId: string; orderId: string }) {
  const { t } = useTranslation(['orders', 'item']);
  const titleId = useId();
  const [askAlcohol, setAskAlcohol] = useState(false);
  const router = useRouter();
  const pathname = usePathname();
  const ctx = useMenuContext(restaurantId);
  const orderQuery = useGetOrder(orderId, { query: queryOptionsFor('ORDERS') });
  const order: Order | undefined = orderQuery.data?.restaurant.id === restaurantId ? orderQuery.data : undefined;
  const itemIds = useMemo(() => (order ? order.items.map((line) => line.itemId) : null), [order]);
  const menu = useReorderMenu(restaurantId, itemIds, ctx);
  const plan = useMemo(
    () =>
      order && menu.data
        ? planReorder(
            order.items,
            (id) => {
              const item = menu.data.get(id)?.item;
              return item ? menuItemTree(item) : null;
            },
            (index) => `reorder-${index}`,
          )
        : null,
    [order, menu.data],
  );
  const sync = useCartSync();

  const close = () => router.replace(pathname, { scroll: false });
  const addToCart = () => {
    if (!order || !plan || !menu.data) return;
    const lines = plan.add.flatMap((orderItem) => {
      const offer = menu.data.get(orderItem.itemId);
      return offer ? toCartOrderItems([orderItem], { newCustomizeId, menuId: offer.menuId, menuItem: offer.item }) : [];
    });
    // The cart expires with the earliest campaign among the lines added (NO_CAMPAIGN_EXPIRY when none).
    const expiry = plan.add
      .map((orderItem) => campaignExpiry(menu.data.get(orderItem.itemId)?.item.campaignAvailableTimeRange))
      .reduce(earlierExpiry, NO_CAMPAIGN_EXPIRY);
    const { id, name, nameLanguages } = order.restaurant;
    sync.change((store) =>
      store.applyAdd({
        restaurant: { id, name, nameLanguages },
        servingType: ctx.servingType,
        lines,
        mode: 'replace',
        expiry,
      }),
    );
    close();
    useShellStore.getState().setCartOpen(true);
  };
  // SPEC 4 "Add-to-cart flow" step 1: alcohol (an item or a nested option) asks for the approval first.
  const confirm = () => {
    if (plan && containsAlcohol(plan.add) && !storedState.get('isApprovedAlcohol')) setAskAlcohol(true);
    else addToCart();
  };
  const approveAlcohol = () => {
    storedState.set('isApprovedAlcohol', true);
    setAskAlcohol(false);
    addToCart();
  };

  const failed = orderQuery.isError || menu.isError || (orderQuery.data && !order) || ctx.isMenuViewOnly;
  return (
    <Dialog
      open
      onClose={close}
      transitionDuration={MODAL_TRANSITION_MS}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('reorder.title')}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error">{t('reorder.failed')}</Alert>
        ) : !plan ? (
          <Box
            role="status"
            aria-label={t('reorder.loading')}
            sx={{ display: 'flex', justifyContent: 'center', py: 3 }}
          >
            <CircularProgress />
          </Box>
        ) : (
          <ReorderChanges plan={plan} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('reorder.cancel')}</Button>
        {plan && !failed ? (
          <Button variant="contained" onClick={confirm} disabled={plan.add.length === 0}>
            {t('reorder.confirm')}
          </Button>
        ) : null}
      </DialogActions>
      <TwoButtonDialog
        open={askAlcohol}
        title={t('item:item.alcohol.title')}
        text={t('item:item.alcohol.text')}
        confirmLabel={t('item:item.alcohol.confirm')}
        cancelLabel={t('item:item.alcohol.cancel')}
        onConfirm={approveAlcohol}
        onCancel={() => setAskAlcohol(false)}
      />
    </Dialog>
  );
}
