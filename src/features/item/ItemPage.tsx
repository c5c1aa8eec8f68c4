'use client';

import Box from '@mui/material/Box';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { ItemCloseBar } from './ItemCloseBar';
import { useItemScreen, type ItemScreenProps } from './use-item-screen';

/**
 * The item detail (SPEC 2) opened directly, on its own page: close goes to the restaurant's menus page. It has none
 * of the sheet's code (drawer, modal, focus trap: `ItemSheet`), which only the menu page's item taps need.
 */
export function ItemPage(props: ItemScreenProps) {
  const { content, titleId, close } = useItemScreen(props, 'page');
  return (
    <Box component="article" aria-labelledby={titleId} sx={{ pb: 2 }}>
      <ShellOptions menuBookButton />
      <ItemCloseBar onClose={close} />
      {content}
    </Box>
  );
}
