'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';
import Image from 'next/image';
import { useTranslation } from 'react-i18next';
import { imageSrc, type ImageKind } from '@/domain/image';

/**
 * An image of the menu screens at a fixed CSS size, requested through the image URL builder at its kind's webp width
 * (SPEC 2; domain imageSrc: same-origin raster images through Next's optimiser, SVG and absolute URLs as they are). A
 * missing, unusable or broken image shows the no-image placeholder (SPEC 2: thumbnail and cart have one).
 */
export function MenuImage({
  src,
  kind,
  alt,
  width,
  height,
  placeholder = true,
  radius = 1,
  fluid = false,
  eager = false,
}: {
  src: string | null | undefined;
  /** SPEC 2's image kind: which webp width is asked for. */
  kind: ImageKind;
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
  const url = imageSrc(src, kind);
  const box = {
    width: fluid ? '100%' : width,
    height,
    flexShrink: 0,
    borderRadius: radius,
    overflow: 'hidden',
    bgcolor: 'grey.100',
  } as const;
  if (!url || broken) {
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
        src={url}
        alt={alt}
        {...(fluid ? { fill: true } : { width, height })}
        unoptimized
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        onError={() => setBroken(true)}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
