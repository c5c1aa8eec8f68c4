import { createTheme } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { lazyTheme, THEME_KEYS } from './lazy-theme';
import { themeOptions } from './theme';

describe('the theme created on its first read (src/lib/lazy-theme.ts, ADR 0032)', () => {
  it('has exactly the keys of a created theme, plus vars', () => {
    const created = createTheme(themeOptions);
    expect([...THEME_KEYS].sort()).toEqual([...Object.keys(created), 'vars'].sort());
  });

  it('creates nothing until a key is read, then creates the theme once', () => {
    const create = vi.fn(() => createTheme(themeOptions));
    const theme = lazyTheme(create);
    expect(Object.keys(theme)).toHaveLength(THEME_KEYS.length);
    expect(create).not.toHaveBeenCalled();
    expect(theme.palette.primary.main).toBe('#b3261e');
    expect(theme.spacing(2)).toBe('16px');
    expect((theme as unknown as { vars: unknown }).vars).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("runs the theme's own methods against itself", () => {
    const theme = lazyTheme(() => createTheme(themeOptions));
    expect(theme.applyStyles('light', { color: 'red' })).toEqual({ color: 'red' });
    expect(theme.applyStyles('dark', { color: 'red' })).toEqual({});
  });
});
