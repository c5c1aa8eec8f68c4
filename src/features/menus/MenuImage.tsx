'use client';

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrc, type ImageKind } from '@/domain/image';
import { PathIcon } from '@/ui/controls/PathIcon';
import styles from './MenuImage.module.css';

/** @mui/icons-material NoPhotographyOutlined's path data. */
const NO_PHOTO_ICON =
  'M8.9 6.07 7.48 4.66 9 3h6l1.83 2H20c1.1 0 2 .9 2 2v12c0 .05-.01.1-.02.16L20 17.17V7h-4.05l-1.83-2H9.88zm11.59 17.24L18.17 21H4c-1.1 0-2-.9-2-2V7c0-.59.27-1.12.68-1.49l-2-2L2.1 2.1l19.8 19.8zM9.19 12.02c-.11.31-.19.63-.19.98 0 1.66 1.34 3 3 3 .35 0 .67-.08.98-.19zM16.17 19l-1.68-1.68c-.73.43-1.58.68-2.49.68-2.76 0-5-2.24-5-5 0-.91.25-1.76.68-2.49L4.17 7H4v12zm-1.36-7.02 2.07 2.07Q17 13.54 17 13c0-2.76-2.24-5-5-5-.36 0-.71.04-1.06.12l2.07 2.07c.84.3 1.5.96 1.8 1.79';

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
  // The theme's shape radius is 8 px.
  const box = { width: fluid ? '100%' : width, height, borderRadius: radius * 8 };
  if (!url || broken) {
    if (!placeholder) return null;
    return (
      <span role="img" aria-label={t('menuImage.none')} className={`${styles.box} ${styles.none}`} style={box}>
        <PathIcon d={NO_PHOTO_ICON} size="small" />
      </span>
    );
  }
  return (
    <span className={styles.box} style={box}>
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
        className={fluid ? `${styles.img} ${styles.fluid}` : styles.img}
      />
    </span>
  );
}
