import { describe, expect, it } from 'vitest';
import {
  IMAGE_FORMAT,
  IMAGE_KINDS,
  imageSrc,
  isOptimizableImage,
  KIND_VARIANT,
  WEBP_VARIANTS,
  webpWidth,
  webpWidths,
} from './image';

describe('SPEC §2 L76a image kinds', () => {
  it('SPEC §2 L76a: the kinds are menu, kv, thumbnail, cart, itemDetail, menuDetail, background', () => {
    expect(IMAGE_KINDS).toEqual(['menu', 'kv', 'thumbnail', 'cart', 'itemDetail', 'menuDetail', 'background']);
  });

  it('SPEC §2 L76a L76c: every kind is requested at one of the webp sizes', () => {
    for (const kind of IMAGE_KINDS) expect(WEBP_VARIANTS).toContain(KIND_VARIANT[kind]);
  });
});

describe('SPEC §2 L76c "Other sizes, all webp: top 1000 wide, logo 120, item large 800, item small 360, PR 1000"', () => {
  it.each([
    ['top', 1000],
    ['logo', 120],
    ['itemLarge', 800],
    ['itemSmall', 360],
    ['pr', 1000],
  ] as const)('SPEC §2 L76c: %s is %i px wide', (variant, width) => {
    expect(webpWidth(variant)).toBe(width);
  });

  it.each([
    ['kv', 1000],
    ['background', 1000],
    ['menuDetail', 1000],
    ['itemDetail', 800],
    ['menu', 360],
    ['thumbnail', 360],
    ['cart', 360],
  ] as const)('SPEC §2 L76a L76c: a %s image is asked for %i px wide', (kind, width) => {
    expect(webpWidth(kind)).toBe(width);
  });

  it('SPEC §2 L76c: the widths the optimiser accepts are the five sizes, once each', () => {
    expect(webpWidths()).toEqual([120, 360, 800, 1000]);
  });

  it('SPEC §2 L76c: "all webp"', () => {
    expect(IMAGE_FORMAT).toBe('image/webp');
  });
});

describe('SPEC §2 L76c the image URL builder', () => {
  it.each([
    ['/images/items/cola.png', 'thumbnail', '/_next/image?url=%2Fimages%2Fitems%2Fcola.png&w=360&q=75'],
    ['/images/items/cola.png', 'itemDetail', '/_next/image?url=%2Fimages%2Fitems%2Fcola.png&w=800&q=75'],
    ['/images/brand/cover.jpg?v=2', 'kv', '/_next/image?url=%2Fimages%2Fbrand%2Fcover.jpg%3Fv%3D2&w=1000&q=75'],
    ['/images/brand/logo.png', 'logo', '/_next/image?url=%2Fimages%2Fbrand%2Flogo.png&w=120&q=75'],
    ['/images/coupons/a.webp', 'pr', '/_next/image?url=%2Fimages%2Fcoupons%2Fa.webp&w=1000&q=75'],
  ] as const)('SPEC §2 L76c: a same-origin raster %s as %s → the optimiser’s webp', (url, use, out) => {
    expect(imageSrc(url, use)).toBe(out);
  });

  it.each([
    ['/mock-images/items/cola.svg'],
    ['/mock-images/items/COLA.SVG?v=1'],
    ['https://cdn.example/cola.png'],
    ['HTTP://cdn.example/cola.png'],
  ])('SPEC §2 L76c: %s is used as it is (vector, or a host the optimiser does not serve)', (url) => {
    expect(imageSrc(url, 'thumbnail')).toBe(url);
  });

  it.each([
    [''],
    ['   '],
    [null],
    [undefined],
    ['dolor sit amet'],
    ['cola.png'],
    ['//cdn.example/cola.png'],
    ['/\\evil.example/a.png'],
    ['javascript:alert(1)'],
    ['data:image/png;base64,AAAA'],
    ['https://'],
    ['https://cdn.example/a b.png'],
  ])('decision: %j is no image address the contract allows → null (the placeholder shows)', (url) => {
    expect(imageSrc(url, 'thumbnail')).toBeNull();
  });
});

describe('images through the webp optimiser', () => {
  it.each([
    ['/mock-images/items/cola.svg', false],
    ['/mock-images/items/COLA.SVG?v=1', false],
    ['/images/items/cola.png', true],
    ['/images/items/cola.jpg?v=2', true],
    ['https://cdn.example/cola.png', false],
    ['//cdn.example/cola.png', false],
    ['data:image/png;base64,AAAA', false],
    ['', false],
    [null, false],
    [undefined, false],
  ] as const)('%s → %s', (url, out) => {
    expect(isOptimizableImage(url)).toBe(out);
  });
});
