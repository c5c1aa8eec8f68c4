'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { externalNavigationTarget } from '@/domain/external-url';
import type { Brand } from '@/api/generated/models';
import { logoutSession } from '@/ui/session/logout';
import { startLogin } from '@/ui/session/start-login';
import { useUserName } from '@/ui/session/use-authorized';
import { SavedCardsDialog } from './SavedCardsDialog';

export interface AccountMenuProps {
  authorized: boolean;
  /** Inside a mini app, login happens through the host app: no login/logout entries. */
  isMiniApp: boolean;
  brand: Brand | null;
  /** Called when a navigation starts from the panel, so the drawer closes right away. */
  onNavigate: () => void;
}

/**
 * The account part of the my-menu panel (SPEC 2 "Shared layout"): a guest gets log in / register; a logged-in
 * customer their name, order history, saved cards, the brand's my page and log out.
 */
export function AccountMenu({ authorized, isMiniApp, brand, onNavigate }: AccountMenuProps) {
  const { t } = useTranslation();
  const userName = useUserName();
  const [cardsOpen, setCardsOpen] = useState(false);
  const myPage = externalNavigationTarget(brand?.myPageUrl);

  if (!authorized) {
    return isMiniApp ? null : (
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('myMenu.guest')}
        </Typography>
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
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {userName ? t('auth.greeting', { name: userName }) : t('myMenu.loggedIn')}
      </Typography>
      <List disablePadding>
        <ListItem disablePadding>
          <ListItemButton component={NextLink} href="/orders" onClick={onNavigate}>
            <ListItemText primary={t('myMenu.orders')} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton onClick={() => setCardsOpen(true)} aria-haspopup="dialog">
            <ListItemText primary={t('auth.cards.title')} />
          </ListItemButton>
        </ListItem>
        {myPage ? (
          <ListItem disablePadding>
            <ListItemButton component="a" href={myPage} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
              <ListItemText primary={t('myMenu.myPage')} secondary={t('common.opensInNewWindow')} />
            </ListItemButton>
          </ListItem>
        ) : null}
      </List>
      {isMiniApp ? null : (
        <Button
          variant="outlined"
          fullWidth
          sx={{ mt: 2 }}
          onClick={() => {
            void logoutSession().then((done) => done && onNavigate());
          }}
        >
          {t('myMenu.logout')}
        </Button>
      )}
      <SavedCardsDialog open={cardsOpen} onClose={() => setCardsOpen(false)} />
    </Box>
  );
}
