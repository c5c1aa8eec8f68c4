import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHELL_OPTIONS, useShellStore } from './shell-store';

describe('shell options are layered per screen', () => {
  beforeEach(() => {
    const { layers, removeOptionsLayer } = useShellStore.getState();
    layers.forEach((layer) => removeOptionsLayer(layer.id));
  });

  it('starts from the defaults', () => {
    expect(useShellStore.getState().options).toEqual(DEFAULT_SHELL_OPTIONS);
  });

  it('a sheet over a menu page closing gives the menu page its options back', () => {
    const { addOptionsLayer, removeOptionsLayer } = useShellStore.getState();
    addOptionsLayer({ menuBookButton: true, servingTypeRadios: true }); // the menu page
    const sheet = addOptionsLayer({ servingTypeRadios: false, footer: false }); // the item sheet on top
    expect(useShellStore.getState().options).toMatchObject({
      menuBookButton: true,
      servingTypeRadios: false,
      footer: false,
    });
    removeOptionsLayer(sheet);
    expect(useShellStore.getState().options).toEqual({
      ...DEFAULT_SHELL_OPTIONS,
      menuBookButton: true,
      servingTypeRadios: true,
    });
  });

  it('updating a layer changes only that layer', () => {
    const { addOptionsLayer, updateOptionsLayer } = useShellStore.getState();
    const page = addOptionsLayer({ cart: false });
    addOptionsLayer({ menuBookButton: true });
    updateOptionsLayer(page, { cart: true, header: false });
    expect(useShellStore.getState().options).toMatchObject({ cart: true, header: false, menuBookButton: true });
  });
});

describe('the menu-book popup has one owner and moves only by the domain transitions (SPEC 4 "Menu popup") (SPEC §4 L235)', () => {
  it.each([
    ['toggle opens a closed popup', ['toggle'], 'open'],
    ['toggle closes a tutorial (no tutorial left behind)', ['tutorial', 'toggle', 'toggle'], 'open'],
    ['an overlay tap does not close the tutorial', ['tutorial', 'overlayClick'], 'tutorial'],
    ['a route change closes every state', ['tutorial', 'routeChange'], 'closed'],
  ] as const)('%s', (_name, actions, expected) => {
    useShellStore.getState().dispatchMenuBook('close');
    for (const action of actions) useShellStore.getState().dispatchMenuBook(action);
    expect(useShellStore.getState().menuBookMode).toBe(expected);
  });
});
