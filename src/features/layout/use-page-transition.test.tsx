// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '@/test/next-navigation';
import { usePageTransition } from './use-page-transition';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

function Main() {
  const ref = useRef<HTMLElement>(null);
  usePageTransition(ref);
  return <main ref={ref}>page</main>;
}

const animate = vi.fn<HTMLElement['animate']>();
let reducedMotion = false;

beforeEach(() => {
  animate.mockClear();
  reducedMotion = false;
  HTMLElement.prototype.animate = animate;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce') })) as never;
});

afterEach(cleanup);

/** Renders the shell's main at `from`, then moves the address to `to`. */
function navigate(from: string, to: string) {
  navigation.at(from);
  const view = render(<Main />);
  navigation.at(to);
  view.rerender(<Main />);
}

describe('page transitions (SPEC §9 L423e "Page transitions 300 ms by default")', () => {
  it('SPEC §9 L423e: nothing plays on the first load', () => {
    navigation.at('/');
    render(<Main />);
    expect(animate).not.toHaveBeenCalled();
  });

  it('SPEC §9 L423e: a change of page fades the main area in over 300 ms', () => {
    navigate('/', '/restaurants/r1001/detail');
    expect(animate).toHaveBeenCalledExactlyOnceWith([{ opacity: 0 }, { opacity: 1 }], {
      duration: 300,
      easing: 'ease-out',
    });
  });

  it('SPEC §9 L423e SPEC §2 L43b: the item sheet over its menu is no page transition (it has its own)', () => {
    navigate('/restaurants/r1001/menus/m-grand', '/restaurants/r1001/menus/m-grand/items/i-cola');
    navigate('/restaurants/r1001/menus/m-grand/items/i-cola', '/restaurants/r1001/menus/m-grand');
    expect(animate).not.toHaveBeenCalled();
  });

  it('SPEC §9 L423e: decision: none for a customer who asked for reduced motion', () => {
    reducedMotion = true;
    navigate('/', '/orders');
    expect(animate).not.toHaveBeenCalled();
  });
});
