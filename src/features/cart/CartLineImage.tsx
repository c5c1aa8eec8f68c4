'use client';

import Box from '@mui/material/Box';
import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';
import { useTranslation } from 'react-i18next';
import { IMAGE_SIZES } from '@/domain/constants';
import { imageSrc } from '@/domain/image';

const size = IMAGE_SIZES.cart;

/** The cart image (60 px, SPEC 2's cart kind), or the no-image placeholder (SPEC 2 "Image kinds"). */
export function CartLineImage({ src, name }: { src?: string; name: string }) {
  const { t } = useTranslation('cart');
  const url = imageSrc(src, 'cart');
  if (!url) {
    return (
      <Box
        role="img"
        aria-label={t('cartPanel.line.noImage')}
        sx={{
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: 1,
          bgcolor: 'grey.100',
          color: 'text.secondary',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <NoPhotographyOutlinedIcon />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      sx={{ width: size, height: size, flexShrink: 0, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
    />
  );
}
