'use client';

import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getListCreditCardsQueryKey,
  useDeleteCreditCard,
  useListCreditCards,
} from '@/api/generated/endpoints/payments/payments';
import type { CreditCard } from '@/api/generated/models/creditCard';
import type { ListCreditCardsResponse } from '@/api/generated/models/listCreditCardsResponse';
import { toApiFailure } from '@/api/api-error';
import { MODAL_TRANSITION_MS } from '@/domain/constants';
import { confirmDialog } from '@/ui/feedback/confirm-store';
import { openErrorModal } from '@/ui/feedback/error-modal-store';
import { showSnackbar } from '@/ui/feedback/snackbar-store';

function CardRow({ card, onDelete, deleting }: { card: CreditCard; onDelete: () => void; deleting: boolean }) {
  const { t } = useTranslation();
  const label = t('auth.cards.cardLabel', { brand: card.cardBrand, number: card.cardNumber });
  return (
    <ListItem
      divider
      secondaryAction={
        <Button
          size="small"
          color="error"
          onClick={onDelete}
          disabled={deleting}
          aria-label={t('auth.cards.deleteCard', { card: label })}
        >
          {t('auth.cards.delete')}
        </Button>
      }
    >
      <ListItemText
        primary={label}
        secondary={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{t('auth.cards.expires', { expire: card.expire })}</span>
            {card.isDefault ? <Chip component="span" size="small" label={t('auth.cards.default')} /> : null}
            {card.isExpired ? (
              <Chip component="span" size="small" color="warning" label={t('auth.cards.expired')} />
            ) : null}
          </Stack>
        }
      />
    </ListItem>
  );
}

/** Saved cards (GET /v1/payments/creditcards): brand and masked number, delete with a confirmation, empty state. */
export function SavedCardsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const cards = useListCreditCards({ query: { enabled: open, retry: false } });
  const remove = useDeleteCreditCard();

  const onDelete = async (card: CreditCard) => {
    const ok = await confirmDialog({
      title: 'auth.cards.confirmTitle',
      text: 'auth.cards.confirmText',
      okLabel: 'auth.cards.delete',
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ cardSeq: card.cardSeq });
    } catch (error: unknown) {
      openErrorModal({ endpoint: 'deleteCreditCard', code: toApiFailure(error).code });
      return;
    }
    // Decision: the deleted card leaves the cached list at once (no refetch), so the list never shows it again
    // while the server's list catches up.
    queryClient.setQueryData<ListCreditCardsResponse>(getListCreditCardsQueryKey(), (previous) =>
      previous
        ? { ...previous, creditCards: previous.creditCards.filter((c) => c.cardSeq !== card.cardSeq) }
        : previous,
    );
    showSnackbar('auth.cards.deleted', { variant: 'info' });
  };

  const list = cards.data?.creditCards ?? [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      transitionDuration={MODAL_TRANSITION_MS}
    >
      <DialogTitle id={titleId}>{t('auth.cards.title')}</DialogTitle>
      <DialogContent dividers>
        {cards.isPending && open ? (
          <CircularProgress aria-label={t('auth.cards.loading')} />
        ) : cards.isError ? (
          <Alert severity="error">{t('auth.cards.loadFailed')}</Alert>
        ) : list.length === 0 ? (
          <Typography>{t('auth.cards.empty')}</Typography>
        ) : (
          <List aria-label={t('auth.cards.title')} disablePadding>
            {list.map((card) => (
              <CardRow
                key={card.cardSeq}
                card={card}
                deleting={remove.isPending}
                onDelete={() => void onDelete(card)}
              />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
