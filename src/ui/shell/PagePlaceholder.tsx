'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ShellOptions } from './ShellOptions';
import type { ShellOptions as Options } from './shell-store';

/** Screens that later issues build; each placeholder names itself inside the shell. */
export type PlaceholderScreen =
  | 'coupon'
  | 'dmini'
  | 'dminiTerms'
  | 'dminiRedirect'
  | 'loginRedirect'
  | 'orders'
  | 'orderDetail'
  | 'privacyPolicy'
  | 'restaurantCallback'
  | 'restaurantDetail'
  | 'eatingLocations'
  | 'menus'
  | 'menu'
  | 'itemDetail'
  | 'order'
  | 'orderComplete'
  | 'selectOrders'
  | 'selectReceiveTime'
  | 'termsOfSale';

/** A titled placeholder: "<screen name>" as h1 and a note that the screen comes later. */
export function PagePlaceholder({
  screen,
  details,
  shell,
}: {
  screen: PlaceholderScreen;
  /** Route parameters shown under the title (ids). */
  details?: Record<string, string>;
  shell?: Partial<Options>;
}) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ px: 2, py: 3 }}>
      {shell ? <ShellOptions {...shell} /> : null}
      <Typography id="page-title" variant="h1" component="h1" gutterBottom>
        {t(`pages.${screen}`)}
      </Typography>
      <Typography color="text.secondary">{t('pages.placeholder')}</Typography>
      {details && Object.keys(details).length > 0 ? (
        <Box component="dl" sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          {Object.entries(details).map(([name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
