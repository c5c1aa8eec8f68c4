// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/component-harness';
import { CartLineImage } from './CartLineImage';

describe('the cart line image', { timeout: 30_000 }, () => {
  it.each([
    ['no image', undefined],
    ['an address the contract does not allow', 'javascript:alert(1)'],
  ])('SPEC §2 L76b: with %s the 60 px no-image placeholder shows', (_name, src) => {
    renderScreen(<CartLineImage src={src} name="コーラ" />);
    const placeholder = screen.getByRole('img', { name: '画像なし' });
    expect(getComputedStyle(placeholder).width).toBe('60px');
    expect(document.querySelector('img')).toBeNull();
  });

  it('SPEC §2 L76a L76c: a same-origin photo is the cart kind’s webp', () => {
    renderScreen(<CartLineImage src="/images/items/cola.png" name="コーラ" />);
    expect(screen.getByRole('img', { name: 'コーラ' }).getAttribute('src')).toBe(
      '/_next/image?url=%2Fimages%2Fitems%2Fcola.png&w=360&q=75',
    );
  });
});
