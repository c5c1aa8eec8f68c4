'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReceiveTimeOption } from '@/api/generated/models';
import { imageSrc } from '@/domain/image';
import { receivableRangeParts } from '@/domain/receive-time';
import { useLocalized } from '@/lib/i18n/use-language';

/** The order windows of the receive-times answer: name, image and range (past midnight as 24:xx). */
export function ReceiveTimeWindows({ windows }: { windows: readonly ReceiveTimeOption[] }) {
  const { t } = useTranslation('restaurants');
  const localized = useLocalized();
  if (windows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="receive-windows-title" sx={{ mt: 4 }}>
      <Typography id="receive-windows-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('receiveTime.windowsTitle')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {windows.map((window, index) => {
          const name = localized(window.name, window.nameLanguages);
          const range = receivableRangeParts(window.receivableTimeRange);
          return (
            <Box
              component="li"
              key={`${window.menuId ?? name}-${index}`}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
            >
              <Box
                component="img"
                src={imageSrc(window.imageUrl, 'thumbnail') ?? undefined}
                alt={name}
                width={56}
                height={56}
                sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.200' }}
              />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
                {range ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('receiveTime.windowRange', { begin: range.begin, end: range.end })}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
