import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import { describe, expect, it } from 'vitest';
import { IMAGE_FORMAT, IMAGE_KINDS, IMAGE_QUALITY, imageSrc, webpWidths } from '@/domain/image';

// The image URL builder (src/domain/image.ts) asks Next's optimiser for webp at SPEC 2's widths; the optimiser refuses
// a width or a quality that next.config.js does not list, so the two must say the same.
const require = createRequire(import.meta.url);
const { images } = require('../../next.config.js') as NextConfig;

describe('next.config.js images (SPEC §2 L76c "Other sizes, all webp")', () => {
  it('SPEC §2 L76c: the optimiser accepts exactly the five webp widths', () => {
    const accepted = [...(images?.imageSizes ?? []), ...(images?.deviceSizes ?? [])].sort((a, b) => a - b);
    expect(accepted).toEqual(webpWidths());
  });

  it('SPEC §2 L76c: it serves webp only, at the builder’s quality', () => {
    expect(images?.formats).toEqual([IMAGE_FORMAT]);
    expect(images?.qualities).toEqual([IMAGE_QUALITY]);
  });

  it('SPEC §2 L76a L76c: every kind’s address asks for an accepted width', () => {
    const accepted = new Set(webpWidths());
    for (const kind of IMAGE_KINDS) {
      const src = imageSrc('/images/a.png', kind);
      expect(accepted.has(Number(new URL(src!, 'http://x').searchParams.get('w')))).toBe(true);
    }
  });
});
