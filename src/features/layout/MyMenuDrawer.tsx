'use client';

import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import { useOpenAfterMount } from '@/ui/shell/lazy-mount';
import { MyMenuPanel, type MyMenuPanelProps } from './MyMenuPanel';

export interface MyMenuDrawerProps extends MyMenuPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The left drawer holding the my-menu panel; loaded by the header the first time it opens. */
export function MyMenuDrawer({ id, open, onClose, ...panel }: MyMenuDrawerProps) {
  const { t } = useTranslation();
  const shown = useOpenAfterMount(open);
  return (
    <Drawer
      id={id}
      anchor="left"
      open={shown}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('myMenu.title') } }}
    >
      <MyMenuPanel {...panel} />
    </Drawer>
  );
}
