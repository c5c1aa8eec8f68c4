import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SHELL_NAMESPACES } from './namespaces';
import { ROUTE_NAMESPACES, routeNamespacesOf } from './route-namespaces';
import { isDocumentRequest } from './server';
import {
  JA_KEYS,
  namespaceOfKey,
  namespacesUsed,
  reachableFiles,
  ROOT,
  translatedRouteOf,
} from './namespace-uses.test-support';

// ADR 0025: the root layout brings the shell's namespaces (and on a page load the route's), each page.tsx its own
// (ROUTE_NAMESPACES) with <RouteTranslations route="…"> for client navigations.
// A component using a namespace its route does not bring would first render its keys (then fetch the file). These
// tests read the sources: the components each route reaches (following only the names imported from a feature's
// index) and the namespaces they use — `useTranslation('ns')` and every key-shaped string (`ns:key`, or a bare key
// found as i18next finds it: the hook's namespace, then common, then the others).

const APP = path.join(ROOT, 'src', 'app');
const rel = (file: string) => path.relative(APP, file);

/** The URL pattern a page answers: its folders under src/app, without slots (`@x`), groups and `(.)` markers. */
function urlPattern(page: string): string {
  const parts = path
    .relative(APP, path.dirname(page))
    .split(path.sep)
    .filter((part) => part !== '' && !part.startsWith('@') && !/^\([^)]*\)$/.test(part))
    .map((part) => part.replace(/^(\(\.+\))+/, ''));
  return `/${parts.join('/')}`;
}

/** What a page brings beyond the shell: its route's ROUTE_NAMESPACES, if it wraps its content in RouteTranslations. */
function declaredNamespaces(page: string): string[] {
  const route = translatedRouteOf(page);
  return route && route in ROUTE_NAMESPACES ? [...ROUTE_NAMESPACES[route as keyof typeof ROUTE_NAMESPACES]] : [];
}

function appFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? appFiles(full) : [full];
  });
}

const files = appFiles(APP);
const named = (base: string) => files.filter((file) => path.basename(file) === base);
const SHELL_ENTRIES = ['layout.tsx', 'providers.tsx', 'error.tsx', 'not-found.tsx', 'global-error.tsx']
  .map((name) => path.join(APP, name))
  .filter((file) => files.includes(file));

/** The layouts (and parallel-slot defaults) rendered around a file, below the root layout. */
function around(file: string): string[] {
  const out: string[] = [];
  for (let dir = path.dirname(file); dir !== APP; dir = path.dirname(dir)) {
    for (const name of ['layout.tsx', 'template.tsx']) {
      if (files.includes(path.join(dir, name))) out.push(path.join(dir, name));
    }
  }
  return out;
}

/** The page a loading.tsx shows over: the nearest page above it outside slots (`@x`) and intercepts (`(.)x`). */
function pageUnder(loading: string): string | undefined {
  for (let dir = path.dirname(path.dirname(loading)); dir.startsWith(APP); dir = path.dirname(dir)) {
    const page = path.join(dir, 'page.tsx');
    if (!/[@(]/.test(path.basename(dir)) && files.includes(page)) return page;
  }
  return undefined;
}

const shell = new Set<string>(SHELL_NAMESPACES);
const beyondShell = (used: Map<string, string[]>) => [...used.keys()].filter((ns) => !shell.has(ns)).sort();

describe('translations per route (ADR 0025)', () => {
  it('NAMESPACES lists exactly the files of public/locales/ja', () => {
    expect([...NAMESPACES].sort()).toEqual([...JA_KEYS.keys()].sort());
  });

  it('resolves keys as i18next does: an ns: prefix, else the hook namespace, then common, then the others', () => {
    const [menusKey] = [...JA_KEYS.get('menus')!];
    expect(namespaceOfKey(`menus:${menusKey}`, [])).toBe('menus');
    expect(namespaceOfKey(menusKey!, [])).toBe('menus');
    expect(namespaceOfKey('menus:no.such.key', [])).toBeNull();
    // `dialog.…` is in common and in coupons: a coupons hook reads coupons, a bare hook common.
    const [dialogKey] = [...JA_KEYS.get('coupons')!].filter((k) => k.startsWith('dialog.'));
    const [commonDialogKey] = [...JA_KEYS.get('common')!].filter((k) => k.startsWith('dialog.'));
    expect(namespaceOfKey(dialogKey!, ['coupons'])).toBe('coupons');
    expect(namespaceOfKey(commonDialogKey!, [])).toBe('common');
    expect(namespaceOfKey('not-a-key', [])).toBeNull();
  });

  it("the shell's components (root layout, providers, error screens) use only SHELL_NAMESPACES, and each of them", () => {
    const used = namespacesUsed(reachableFiles(SHELL_ENTRIES));
    expect(
      Object.fromEntries([...used].filter(([ns]) => !shell.has(ns))),
      'used by the shell, not in SHELL_NAMESPACES',
    ).toEqual({});
    // errors: the error modal's keys are built from endpoint and code (src/domain/error-catalogue.ts), not literals.
    expect(
      SHELL_NAMESPACES.filter((ns) => ns !== 'errors' && !used.has(ns)),
      'in SHELL_NAMESPACES, used by no shell component (every page carries it for nothing)',
    ).toEqual([]);
  });

  for (const page of named('page.tsx')) {
    it(`${rel(page)} declares exactly the namespaces beyond the shell its components use`, () => {
      // A loading.tsx that shows over this page (before the next route's payload arrives) reads what this page brought.
      const loadings = named('loading.tsx').filter((loading) => pageUnder(loading) === page);
      const used = namespacesUsed(reachableFiles([page, ...around(page), ...loadings]));
      const route = translatedRouteOf(page);
      const listed = urlPattern(page) in ROUTE_NAMESPACES;
      // A slot's page (`@modal/…`) names a route only when it renders one (the intercepted item sheet).
      if (route !== null || !rel(page).includes('@')) {
        expect(route, `<RouteTranslations route="…"> of ${rel(page)}`).toBe(listed ? urlPattern(page) : null);
      }
      const declared = declaredNamespaces(page);
      expect(
        declared.filter((ns) => shell.has(ns)),
        'declared but already in the shell',
      ).toEqual([]);
      const missing = beyondShell(used).filter((ns) => !declared.includes(ns));
      expect(
        Object.fromEntries(missing.map((ns) => [ns, used.get(ns)])),
        `used but not in ROUTE_NAMESPACES['${urlPattern(page)}']`,
      ).toEqual({});
      expect(
        declared.filter((ns) => !used.has(ns)),
        'declared but used by none of the components of the route',
      ).toEqual([]);
    });
  }

  it('every ROUTE_NAMESPACES entry is the URL pattern of a page', () => {
    const patterns = named('page.tsx').map(urlPattern);
    expect(Object.keys(ROUTE_NAMESPACES).filter((route) => !patterns.includes(route))).toEqual([]);
  });

  it('routeNamespacesOf finds the route of a pathname: parameters match any segment, a route not listed has none', () => {
    expect(routeNamespacesOf('/restaurants/r1001/menus/m-grand')).toEqual(
      ROUTE_NAMESPACES['/restaurants/[restaurantId]/menus/[menuId]'],
    );
    expect(routeNamespacesOf('/restaurants/r1001/menus?servingType=takeout')).toEqual(
      ROUTE_NAMESPACES['/restaurants/[restaurantId]/menus'],
    );
    expect(routeNamespacesOf('/')).toEqual(ROUTE_NAMESPACES['/']);
    expect(routeNamespacesOf('/restaurants/r1001/eating_locations')).toEqual([]);
    expect(routeNamespacesOf('/no/such/page')).toEqual([]);
  });

  it('a page load is told from a client navigation by Sec-Fetch-Dest, else by an Accept of text/html', () => {
    const request = (values: Record<string, string>) => new Headers(values);
    expect(isDocumentRequest(request({ 'sec-fetch-dest': 'document', accept: 'text/html' }))).toBe(true);
    // Next's RSC fetch (navigation or prefetch): fetch() from the page, Accept */*.
    expect(isDocumentRequest(request({ 'sec-fetch-dest': 'empty', accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(request({ 'sec-fetch-dest': 'empty', accept: 'text/html' }))).toBe(false);
    expect(isDocumentRequest(request({ accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    expect(isDocumentRequest(request({ accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(request({}))).toBe(false);
  });

  for (const loading of named('loading.tsx')) {
    it(`${rel(loading)} uses only namespaces the page it shows over already brought`, () => {
      const under = pageUnder(loading);
      const brought = new Set([...shell, ...(under ? declaredNamespaces(under) : [])]);
      const used = namespacesUsed(reachableFiles([loading]));
      expect([...used.keys()].filter((ns) => !brought.has(ns))).toEqual([]);
    });
  }
});
