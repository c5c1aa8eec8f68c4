'use client';

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@/api/generated/models';
import { useLocalized } from '@/lib/i18n/use-language';
import { AccountMenu } from '@/features/auth';
import { DPointCardSection } from '@/features/dmini';
import { useMiniApp } from './use-mini-app';

export interface MyMenuPanelProps {
  authorized: boolean;
  /** Inside a mini app, login happens through the host app: no login/logout entries here. */
  isMiniApp: boolean;
  brand: Brand | null;
  /** Called when a navigation starts from the panel (any link click), so the drawer closes right away. */
  onNavigate: () => void;
}

/** The my-menu panel opened by the header's drawer button (SPEC 2 "Shared layout"). */
export function MyMenuPanel({ authorized, isMiniApp, brand, onNavigate }: MyMenuPanelProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { isDMiniApp } = useMiniApp();
  return (
    <Box component="nav" aria-label={t('myMenu.title')} sx={{ width: 280, p: 2 }}>
      <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {brand ? localized(brand.brandName, brand.brandNameLanguages) : t('myMenu.title')}
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <List disablePadding>
        <ListItem disablePadding>
          <ListItemButton component={NextLink} href="/" onClick={onNavigate}>
            <ListItemText primary={t('myMenu.shopList')} />
          </ListItemButton>
        </ListItem>
      </List>
      <AccountMenu authorized={authorized} isMiniApp={isMiniApp} brand={brand} onNavigate={onNavigate} />
      <DPointCardSection authorized={authorized} isDMiniApp={isDMiniApp} onNavigate={onNavigate} />
    </Box>
  );
}
