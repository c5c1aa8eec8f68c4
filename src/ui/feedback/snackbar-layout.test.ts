// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bottomBarHeight, DOCK_REACH_PX } from './snackbar-layout';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A 568 px high screen showing `stack` at every point (or the stack `at` a height gives). */
function screenWith(stack: Element[] | ((y: number) => Element[])) {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(568);
  const at = typeof stack === 'function' ? stack : () => stack;
  Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: (_x: number, y: number) => at(y) });
}

function mockBox(element: HTMLElement, top: number, bottom: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom, height: bottom - top } as DOMRect);
}

describe('issue 27 item 4: the snackbar sits above the bar docked at the bottom', () => {
  it('a sticky bar of 64 px under the bottom centre: 64', () => {
    const bar = document.createElement('div');
    bar.style.position = 'sticky';
    const button = bar.appendChild(document.createElement('button'));
    mockBox(bar, 504, 568);
    screenWith([button, bar, document.body]);
    expect(bottomBarHeight(null)).toBe(64);
  });

  it('the footer scrolling into view: the sticky bar ends 16 px above the bottom edge, still found (top 488: 80)', () => {
    const bar = document.createElement('div');
    bar.style.position = 'sticky';
    const button = bar.appendChild(document.createElement('button'));
    mockBox(bar, 488, 552);
    const below = document.createElement('footer');
    screenWith((y) => (y > 552 ? [below, document.body] : [button, bar, document.body]));
    expect(bottomBarHeight(null)).toBe(80);
  });

  it(`a sticky box ending more than DOCK_REACH_PX (${DOCK_REACH_PX}) above the bottom is not a docked bar`, () => {
    const box = document.createElement('div');
    box.style.position = 'sticky';
    // Its content overflows it down to the bottom edge: what is painted there is the content, not the box.
    const content = box.appendChild(document.createElement('p'));
    mockBox(box, 400, 568 - DOCK_REACH_PX - 1);
    screenWith([content, box, document.body]);
    expect(bottomBarHeight(null)).toBe(0);
  });

  it('the snackbar itself, a full-screen dialog layer and plain content do not count', () => {
    const snackbar = document.createElement('div');
    snackbar.style.position = 'fixed';
    const layer = document.createElement('div');
    layer.style.position = 'fixed';
    const text = layer.appendChild(document.createElement('p'));
    mockBox(snackbar, 500, 560);
    mockBox(layer, 0, 568);
    screenWith([snackbar, text, layer, document.body]);
    expect(bottomBarHeight(snackbar)).toBe(0);
  });
});
