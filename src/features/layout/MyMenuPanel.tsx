'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { startLogin } from '@/features/auth/start-login';
import { clearLocalAuth } from '@/features/auth/use-authorized';
import type { ShellBrand } from '@/features/brand/brand-types';
import { showSnackbar } from '@/features/errors/snackbar-store';
import { useLocalized } from '@/lib/i18n/use-language';

export interface MyMenuPanelProps {
  authorized: boolean;
  /** Inside a mini app, login happens through the host app: no login/logout entries here. */
  isMiniApp: boolean;
  brand: ShellBrand | null;
  /** Called when a navigation starts from the panel (any link click), so the drawer closes right away. */
  onNavigate: () => void;
}

/** The my-menu panel opened by the header's drawer button (SPEC 2 "Shared layout"). */
export function MyMenuPanel({ authorized, isMiniApp, brand, onNavigate }: MyMenuPanelProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <Box component="nav" aria-label={t('myMenu.title')} sx={{ width: 280, p: 2 }}>
      <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {brand ? localized(brand.brandName, brand.brandNameLanguages) : t('myMenu.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {authorized ? t('myMenu.loggedIn') : t('myMenu.guest')}
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <List disablePadding>
        <ListItem disablePadding>
          <ListItemButton component={NextLink} href="/" onClick={onNavigate}>
            <ListItemText primary={t('myMenu.shopList')} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton component={NextLink} href="/orders" onClick={onNavigate}>
            <ListItemText primary={t('myMenu.orders')} />
          </ListItemButton>
        </ListItem>
        {authorized && brand?.myPageUrl ? (
          <ListItem disablePadding>
            <ListItemButton component="a" href={brand.myPageUrl} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
              <ListItemText primary={t('myMenu.myPage')} secondary={t('common.opensInNewWindow')} />
            </ListItemButton>
          </ListItem>
        ) : null}
      </List>
      {isMiniApp ? null : (
        <Box sx={{ mt: 2 }}>
          {authorized ? (
            <Button
              variant="outlined"
              fullWidth
              onClick={() => {
                clearLocalAuth();
                showSnackbar('snackbar.loggedOut', { variant: 'info' });
                onNavigate();
              }}
            >
              {t('myMenu.logout')}
            </Button>
          ) : (
            <Button
              variant="contained"
              fullWidth
              onClick={() => {
                onNavigate();
                void startLogin();
              }}
            >
              {t('myMenu.login')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
