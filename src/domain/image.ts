import { IMAGE_SIZES } from './constants';

/** SPEC 2 "Image kinds: menu, kv, thumbnail (84 px), cart (60 px), itemDetail (374 px), menuDetail (232 px), background". */
export const IMAGE_KINDS = ['menu', 'kv', 'thumbnail', 'cart', 'itemDetail', 'menuDetail', 'background'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** SPEC 2 "Other sizes, all webp: top 1000 wide, logo 120, item large 800, item small 360, PR 1000". */
export const WEBP_VARIANTS = ['top', 'logo', 'itemLarge', 'itemSmall', 'pr'] as const;
export type WebpVariant = (typeof WEBP_VARIANTS)[number];

/** The format every resized image is served in (SPEC 2 "all webp"). */
export const IMAGE_FORMAT = 'image/webp';
/** The one quality the optimiser is asked for (next.config.js `images.qualities`). */
export const IMAGE_QUALITY = 75;
/** Next's image optimiser: same origin, serves webp (next.config.js `images.formats`). */
export const IMAGE_OPTIMIZER_PATH = '/_next/image';

// ADR 0017: each kind of image is asked for at the webp width that covers it on a 3× phone screen: the key visual
// (brand and restaurant covers) and the background at "top" 1000 px; the menu's cover (menuDetail: the full width,
// 232 px high) and coupon artwork at "PR" 1000 px; the item sheet's photo (itemDetail, 374 px) at "item large" 800 px;
// every small square (thumbnail 84 px, cart 60 px, a menu tile) at "item small" 360 px; the brand logo at its 120 px.
/** The webp variant each image kind is requested at. */
export const KIND_VARIANT: Readonly<Record<ImageKind, WebpVariant>> = {
  kv: 'top',
  background: 'top',
  menuDetail: 'pr',
  itemDetail: 'itemLarge',
  menu: 'itemSmall',
  thumbnail: 'itemSmall',
  cart: 'itemSmall',
};

/** The width in px a kind or variant is requested at (SPEC 2's webp sizes). */
export function webpWidth(use: ImageKind | WebpVariant): number {
  const variant = (WEBP_VARIANTS as readonly string[]).includes(use)
    ? (use as WebpVariant)
    : KIND_VARIANT[use as ImageKind];
  return IMAGE_SIZES[variant];
}

/** Every width the optimiser must accept: the five webp sizes, without repeats, smallest first. */
export function webpWidths(): number[] {
  return [...new Set(WEBP_VARIANTS.map((variant) => IMAGE_SIZES[variant]))].sort((a, b) => a - b);
}

// Decision: an image address the contract allows is a same-origin path ("/…", not "//…") or an absolute http(s) URL
// (openapi.yaml image_url). Anything else (a bare word, javascript:, data:, a path relative to the page, which the
// browser would ask this server for as a page) is treated as no image: the placeholder shows, nothing is requested.
/** The address as the browser should request it, or null when it is not an image address the contract allows. */
function usable(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//') && !text.includes('\\')) return text;
  return /^https?:\/\/[^/\\\s]/i.test(text) && !/\s/.test(text) ? text : null;
}

// ADR 0017: only same-origin raster paths go through the optimiser: SVG (vector, the mock's images) and absolute URLs
// (hosts the optimiser is not configured for) are used as they are.
/** True when an image URL can go through the webp optimiser. */
export function isOptimizableImage(url: string | null | undefined): boolean {
  const text = usable(url);
  if (!text || !text.startsWith('/')) return false;
  return !text.split(/[?#]/)[0]!.toLowerCase().endsWith('.svg');
}

/**
 * The image URL builder: the address to put in `src` for an image of this kind (SPEC 2), or null for no image (the
 * caller shows its placeholder or nothing). A same-origin raster path becomes the optimiser's webp at the kind's
 * width; other usable addresses are returned as they are.
 */
export function imageSrc(url: string | null | undefined, use: ImageKind | WebpVariant): string | null {
  const text = usable(url);
  if (!text) return null;
  if (!isOptimizableImage(text)) return text;
  return `${IMAGE_OPTIMIZER_PATH}?url=${encodeURIComponent(text)}&w=${webpWidth(use)}&q=${IMAGE_QUALITY}`;
}
