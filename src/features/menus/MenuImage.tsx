'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';
import Image from 'next/image';
import { useTranslation } from 'react-i18next';
import { isOptimizableImage } from '@/domain/menu-catalog';

/**
 * An image of the menu screens at a fixed CSS size. Same-origin raster images go through Next's optimiser, which
 * serves webp; SVG (the mock's images) and absolute URLs are used as they are (domain isOptimizableImage). A missing
 * or broken image shows the no-image placeholder (SPEC 2: thumbnail and cart have one).
 */
export function MenuImage({
  src,
  alt,
  width,
  height,
  placeholder = true,
  radius = 1,
  fluid = false,
  eager = false,
}: {
  src: string | null | undefined;
  /** Empty when the image only repeats a name shown beside it. */
  alt: string;
  width: number;
  height: number;
  placeholder?: boolean;
  radius?: number;
  /** Fill the container's width (height stays fixed). */
  fluid?: boolean;
  /** Above the fold (the menu cover): load at once with high priority. */
  eager?: boolean;
}) {
  const { t } = useTranslation('menus');
  const [broken, setBroken] = useState(false);
  const box = {
    width: fluid ? '100%' : width,
    height,
    flexShrink: 0,
    borderRadius: radius,
    overflow: 'hidden',
    bgcolor: 'grey.100',
  } as const;
  if (!src || broken) {
    if (!placeholder) return null;
    return (
      <Box
        role="img"
        aria-label={t('menuImage.none')}
        sx={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}
      >
        <NoPhotographyOutlinedIcon fontSize="small" />
      </Box>
    );
  }
  return (
    <Box sx={{ ...box, position: 'relative' }}>
      <Image
        src={src}
        alt={alt}
        {...(fluid ? { fill: true, sizes: '100vw' } : { width, height, sizes: `${width}px` })}
        unoptimized={!isOptimizableImage(src)}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        onError={() => setBroken(true)}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
