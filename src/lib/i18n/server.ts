import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { detectLanguage, FALLBACK_LANGUAGE, parseAcceptLanguage, type Language } from '@/domain/language';
import { DEFAULT_NS, LANG_COOKIE, type I18nResources } from './config';
import { NAMESPACES, SHELL_NAMESPACES, type Namespace } from './namespaces';
import { routeNamespacesOf } from './route-namespaces';

const LOCALES_DIR = path.join(process.cwd(), 'public', 'locales');

/** The request's language: cookie (the stored choice mirrored), then Accept-Language, then ja (SPEC 9). */
export const getRequestLanguage = cache(async (): Promise<Language> => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return detectLanguage({
    cookie: cookieStore.get(LANG_COOKIE)?.value,
    browser: parseAcceptLanguage(headerList.get('accept-language')),
  });
});

async function readJson(file: string): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { ...parsed } : {};
  } catch {
    return {};
  }
}

// ADR 0013 (kept by ADR 0025): the locale files of a deployment never change while it runs, so a production server
// reads each language once per process (not once per request: ~20 files read and parsed on every page view); a dev
// server reads them per request so edits show at once.
const perProcess = process.env.NODE_ENV === 'production';

function memoized<A extends string[], R>(load: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  if (!perProcess) return cache(load);
  const kept = new Map<string, Promise<R>>();
  return (...args) => {
    const key = args.join('|');
    let value = kept.get(key);
    if (!value) {
      value = load(...args);
      kept.set(key, value);
    }
    return value;
  };
}

async function readNamespace(lang: Language, ns: Namespace): Promise<Record<string, unknown>> {
  return readJson(path.join(LOCALES_DIR, lang, `${ns}.json`));
}

/**
 * ADR 0025: whether this render is a page load (the whole document, root layout included) rather than a client
 * navigation or prefetch (an RSC fetch, which Next hides from `headers()`): a browser marks a document load with
 * `Sec-Fetch-Dest: document`, and without that header (older browsers, curl) asks for `text/html`; Next's RSC fetches
 * do neither.
 */
export function isDocumentRequest(list: Pick<Headers, 'get'>): boolean {
  const dest = list.get('sec-fetch-dest');
  if (dest) return dest === 'document' || dest === 'iframe';
  return (list.get('accept') ?? '').includes('text/html');
}

/** What the root layout brought in this request (request-scoped; null until it rendered). */
const layoutBrought = cache((): { namespaces: readonly Namespace[] | null } => ({ namespaces: null }));

/**
 * The namespaces the root layout brings: the shell's, and on a page load also the route's (`pathname`: the proxy's
 * `x-pathname`), so all of them sit together in the HTML and compress together. On a client navigation the root
 * layout is not sent again and the route's page brings its own (RouteTranslations).
 */
export const getLayoutNamespaces = cache(async (pathname: string | null): Promise<readonly Namespace[]> => {
  const list = await headers();
  const namespaces =
    pathname && isDocumentRequest(list) ? [...SHELL_NAMESPACES, ...routeNamespacesOf(pathname)] : SHELL_NAMESPACES;
  layoutBrought().namespaces = namespaces;
  return namespaces;
});

/**
 * The namespaces this request's root layout brought; the shell's when it has not rendered (then a page repeats what
 * the layout may bring: bytes, never a missing namespace).
 */
export function broughtByLayout(): readonly Namespace[] {
  return layoutBrought().namespaces ?? SHELL_NAMESPACES;
}

/** Every namespace of one language, read from public/locales (the server's own translations: getServerT). */
export const loadLanguageResources = memoized(async (lang: Language): Promise<I18nResources> => {
  const entries = await Promise.all(NAMESPACES.map(async (ns) => [ns, await readNamespace(lang, ns)] as const));
  return { [lang]: Object.fromEntries(entries) };
});

/**
 * Some namespaces of one language, for the client (ADR 0025: the shell's in the root layout, a route's own in its
 * page). Each file is read once per process in production, shared by every list that names it.
 */
export async function loadNamespaceResources(lang: Language, namespaces: readonly Namespace[]): Promise<I18nResources> {
  const all = await loadLanguageResources(lang);
  const byNs = all[lang] ?? {};
  return { [lang]: Object.fromEntries(namespaces.map((ns) => [ns, byNs[ns] ?? {}])) };
}

function lookupIn(node: unknown, key: string): string | null {
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return null;
    node = Object.getOwnPropertyDescriptor(node, part)?.value;
  }
  return typeof node === 'string' ? node : null;
}

/** `ns:key` looks in that namespace; a bare key in the default namespace, then in the others (like the client). */
function lookup(resources: I18nResources, lang: string, key: string): string | null {
  const byNs = resources[lang] ?? {};
  if (key.includes(':')) {
    const colon = key.indexOf(':');
    return lookupIn(byNs[key.slice(0, colon)], key.slice(colon + 1));
  }
  const order = [DEFAULT_NS, ...Object.keys(byNs).filter((ns) => ns !== DEFAULT_NS)];
  for (const ns of order) {
    const text = lookupIn(byNs[ns], key);
    if (text !== null) return text;
  }
  return null;
}

/** A minimal translate function for server code outside React (metadata). `{{name}}` values are interpolated. */
export async function getServerT(lang: Language): Promise<(key: string, values?: Record<string, string>) => string> {
  const resources = await loadLanguageResources(lang);
  const fallback = lang === FALLBACK_LANGUAGE ? resources : await loadLanguageResources(FALLBACK_LANGUAGE);
  return (key, values = {}) => {
    const text = lookup(resources, lang, key) ?? lookup(fallback, FALLBACK_LANGUAGE, key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
