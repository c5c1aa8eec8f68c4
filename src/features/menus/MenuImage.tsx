'use client';

import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';
import { useTranslation } from 'react-i18next';
import { imageSrc, type ImageKind } from '@/domain/image';

/**
 * An image of the menu screens at a fixed CSS size, requested through the image URL builder at its kind's webp width
 * (SPEC 2; domain imageSrc: same-origin raster images through Next's optimiser, SVG and absolute URLs as they are). A
 * missing, unusable or broken image shows the no-image placeholder (SPEC 2: thumbnail and cart have one).
 */
// Decision (issue 29): a plain <img> (the URL is already the optimiser's, `imageSrc`), not next/image, whose client
// code was the menu pages' only use of it; an image that failed before hydration (no error event then reaches React)
// is found when the element is attached.
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
  const failedEarly = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) setBroken(true);
  }, []);
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
      {/* eslint-disable-next-line @next/next/no-img-element -- see the decision above */}
      <img
        ref={failedEarly}
        src={url}
        alt={alt}
        width={fluid ? undefined : width}
        height={fluid ? undefined : height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        onError={() => setBroken(true)}
        style={{
          ...(fluid ? { position: 'absolute', inset: 0 } : null),
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
        }}
      />
    </Box>
  );
}
