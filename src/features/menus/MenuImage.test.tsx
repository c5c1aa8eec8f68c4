// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/component-harness';
import { MenuImage } from './MenuImage';

const thumbnail = (src: string | null | undefined) => (
  <MenuImage src={src} kind="thumbnail" alt="コーラ" width={84} height={84} />
);

describe('menu images', { timeout: 30_000 }, () => {
  it.each([
    ['no image', null],
    ['an empty address', ''],
    ['an address the contract does not allow', 'dolor sit amet'],
  ])('SPEC §2 L76b: a thumbnail with %s shows the no-image placeholder', (_name, src) => {
    renderScreen(thumbnail(src));
    expect(screen.getByRole('img', { name: '画像なし' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('SPEC §2 L76b: a thumbnail whose image fails to load shows the placeholder', () => {
    renderScreen(thumbnail('/images/items/cola.png'));
    fireEvent.error(screen.getByRole('img', { name: 'コーラ' }));
    expect(screen.getByRole('img', { name: '画像なし' })).toBeTruthy();
  });

  it('SPEC §2 L76a L76c: a same-origin photo is asked for through the optimiser at the thumbnail’s webp width', () => {
    renderScreen(thumbnail('/images/items/cola.png'));
    const src = new URL(screen.getByRole('img', { name: 'コーラ' }).getAttribute('src') ?? '', 'http://app');
    expect(src.pathname + src.search).toBe('/_next/image?url=%2Fimages%2Fitems%2Fcola.png&w=360&q=75');
  });

  it('SPEC §2 L76c: the mock’s vector images are used as they are', () => {
    renderScreen(thumbnail('/mock-images/items/cola.svg'));
    const src = new URL(screen.getByRole('img', { name: 'コーラ' }).getAttribute('src') ?? '', 'http://app');
    expect(src.pathname + src.search).toBe('/mock-images/items/cola.svg');
  });
});
