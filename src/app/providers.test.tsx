// @vitest-environment jsdom
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppThemeProvider } from './providers';

afterEach(cleanup);

function ThemeProbe() {
  const theme = useTheme();
  return <output aria-label="primary">{`${theme.palette.primary.main} ${String(theme.vars)}`}</output>;
}

// Issue 29: the app gives MUI its theme without MUI's CSS-variables provider; the components must still get all of it.
describe('the app theme provider (src/app/providers.tsx)', () => {
  it("gives MUI's components the theme's colours, style overrides and default props", () => {
    render(
      <AppThemeProvider>
        <Button variant="contained">OK</Button>
        <Link href="/x">link</Link>
        <ThemeProbe />
      </AppThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'OK' });
    // The theme's primary colour (#b3261e) and its 44 px tap target (styleOverrides).
    expect(getComputedStyle(button).getPropertyValue('--variant-containedBg')).toBe('#b3261e');
    expect(getComputedStyle(button).minHeight).toBe('44px');
    // Default props from the theme: buttons without elevation, links always underlined.
    expect(button.className).toContain('MuiButton-disableElevation');
    expect(screen.getByRole('link', { name: 'link' }).className).toContain('MuiLink-underlineAlways');
    // useTheme reads the same theme, marked as one without CSS variables (as MUI's own provider marks it).
    expect(screen.getByRole('status', { name: 'primary' }).textContent).toBe('#b3261e null');
  });
});
