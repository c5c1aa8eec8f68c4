'use client';

import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { lineSummary, orderStateLook } from '@/domain/order-state';
import { useListJoin, useLocalized, useYen } from '@/lib/i18n/use-language';
import { orderHref } from './order-links';
import { OrderStateIconOf, stateColours } from './order-state-look';
import { useOrderTime } from './use-order-time';

/** One order of the history: restaurant, receive date and time, state, total and item summary; opens the detail. */
export function OrderHistoryRow({ order }: { order: Order }) {
  const { t } = useTranslation(['orders', 'checkout']);
  const localized = useLocalized();
  const yen = useYen();
  const joinList = useListJoin();
  const when = useOrderTime()(order.receiveTime);
  const summary = lineSummary(order.items);
  // Lists read in the display language (issue 27 item 9): '、' in Japanese and Chinese, ', ' in English.
  const items = joinList(
    summary.shown.map(
      (line) => `${localized(line.name, line.nameLanguages)} ${t('list.quantity', { count: line.quantity })}`,
    ),
  );
  return (
    <Card variant="outlined" component="li">
      <CardActionArea component={NextLink} href={orderHref(order.orderId)}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {localized(order.restaurant.name, order.restaurant.nameLanguages)}
            </Typography>
            <Chip
              size="small"
              icon={<OrderStateIconOf state={order.orderState} />}
              label={t(`checkout:orderState.${order.orderState}`)}
              data-tone={orderStateLook(order.orderState).tone}
              sx={stateColours(order.orderState)}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('list.receive', when)}
          </Typography>
          <Typography variant="body2">
            {items}
            {summary.more > 0 ? ` ${t('list.itemsMore', { count: summary.more })}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 700 }}>
            {t('list.total', { amount: yen(order.totalPrice) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
