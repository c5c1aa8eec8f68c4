'use client';

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/**
 * The close bar shared by the sheet, the item page and the loading frame.
 */
// Decision: the close button sits on a solid sticky bar across the sheet, not floating over the content: floating,
// it covered the "+" of option steppers scrolled beneath it (issue 16 item 2).
export function ItemCloseBar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('item');
  return (
    <Box
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        display: 'flex',
        justifyContent: 'flex-end',
        px: 1,
        py: 0.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton aria-label={t('item.close')} onClick={onClose} sx={{ width: 48, height: 48 }}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
