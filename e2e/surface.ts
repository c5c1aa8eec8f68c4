import type { Page } from './fixtures';

/**
 * What a page shows now, for the suites that load many addresses and check that each ends on a designed surface (the
 * fuzz suite, the hostile addresses of the hardening suite): `settled`, or why not. A page is settled when no loading
 * indicator shows and it has a heading and text: in its main area (every page of the app), or on its own (the
 * proxy's not-found page for an address that cannot be decoded, which has no shell).
 */
export function surface(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const loader = [...document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]')].find(
      shown,
    );
    if (loader) {
      const name = loader.getAttribute('aria-label') ?? loader.textContent?.trim().slice(0, 40) ?? '';
      return `loading: <${loader.tagName.toLowerCase()} class="${String(loader.className)}"> ${name}`;
    }
    const root = document.querySelector('main') ?? document.body;
    if (root.innerText.trim() === '') return root === document.body ? 'blank page' : 'blank main area';
    const headings = [...root.querySelectorAll('h1, h2')].filter(shown).map((h) => h.textContent?.trim() ?? '');
    if (headings.length === 0 && !document.querySelector('[role="dialog"]')) return 'no heading';
    if (headings.includes('エラーが発生しました')) return 'generic error page (a crash)';
    return 'settled';
  });
}

/** The designed page's first heading (h1, else h2), to say which surface an address ended on. */
export function firstHeading(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('main') ?? document.body;
    return root.querySelector('h1')?.textContent?.trim() ?? root.querySelector('h2')?.textContent?.trim() ?? '';
  });
}
