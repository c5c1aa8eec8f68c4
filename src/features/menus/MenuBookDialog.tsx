'use client';

import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { MenuSummary } from '@/api/generated/models';
import { showsCloseButton, type MenuBookMode } from '@/domain/menu-book';
import { dispatchMenuBook } from './menu-book-store';
import { MenuTilesSkeleton } from './MenuTilesSkeleton';
import { MenuTileContent } from './MenuTileContent';

const TITLE_ID = 'menu-book-title';

export interface MenuBookDialogProps {
  open: boolean;
  mode: MenuBookMode;
  title: string;
  isMenuViewOnly: boolean;
  /** The menu being opened (loading overlay), or null. */
  pending: string | null;
  /** The menu of the page (check mark), or null on the menu list. */
  currentMenuId: string | null;
  /** The menus offered, or null while they load. */
  summaries: readonly MenuSummary[] | null;
  loadFailed: boolean;
  onRetry: () => void;
  onSelect: (summary: MenuSummary) => void;
}

/** The menu-book popup's dialog (loaded on demand, the first time the popup opens; see MenuBookPopup). */
export function MenuBookDialog({
  open,
  mode,
  title,
  isMenuViewOnly,
  pending,
  currentMenuId,
  summaries,
  loadFailed,
  onRetry,
  onSelect,
}: MenuBookDialogProps) {
  const { t } = useTranslation('menus');
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (pending) return;
        dispatchMenuBook(reason === 'backdropClick' || reason === 'escapeKeyDown' ? 'overlayClick' : 'close');
      }}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby={TITLE_ID}
      slotProps={{ paper: { 'data-mode': mode } as object }}
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: showsCloseButton(mode) ? 7 : 3 }}>
        {title}
        {isMenuViewOnly ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('menuBook.viewOnlyStatus')}
          </Typography>
        ) : null}
        {mode === 'tutorial' ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('menuBook.tutorialHint')}
          </Typography>
        ) : null}
      </DialogTitle>
      {showsCloseButton(mode) ? (
        <IconButton
          aria-label={t('menuBook.close')}
          onClick={() => dispatchMenuBook('close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
      <DialogContent dividers sx={{ position: 'relative', px: 2 }}>
        {loadFailed ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('menuBook.retry')}
              </Button>
            }
          >
            {t('menuBook.loadFailed')}
          </Alert>
        ) : summaries === null ? (
          <MenuTilesSkeleton border={2} />
        ) : summaries.length === 0 ? (
          <Typography color="text.secondary">{t('menuList.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {summaries.map((summary) => {
              const highlighted = pending === summary.menuId;
              return (
                <li key={summary.menuId}>
                  <ButtonBase
                    onClick={() => onSelect(summary)}
                    disabled={pending !== null && !highlighted}
                    aria-current={summary.menuId === currentMenuId ? 'page' : undefined}
                    data-highlighted={highlighted || undefined}
                    sx={{
                      width: '100%',
                      p: 1.5,
                      border: 2,
                      borderRadius: 2,
                      borderColor: highlighted ? 'primary.main' : 'divider',
                      bgcolor: highlighted ? 'action.selected' : 'transparent',
                      transition: 'background-color 150ms, border-color 150ms',
                    }}
                  >
                    <MenuTileContent
                      summary={summary}
                      selected={summary.menuId === currentMenuId}
                      selectedLabel={t('menuTile.selected')}
                      isMenuViewOnly={isMenuViewOnly}
                    />
                  </ButtonBase>
                </li>
              );
            })}
          </Box>
        )}
      </DialogContent>
      <Backdrop open={pending !== null} sx={{ position: 'absolute', zIndex: 1, bgcolor: 'rgba(255,255,255,0.7)' }}>
        <CircularProgress aria-label={t('menuBook.loading')} />
      </Backdrop>
    </Dialog>
  );
}
