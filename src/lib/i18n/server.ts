import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { detectLanguage, FALLBACK_LANGUAGE, parseAcceptLanguage, type Language } from '@/domain/language';
import { DEFAULT_NS, LANG_COOKIE, type I18nResources } from './config';

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

// ADR 0013: the locale files of a deployment never change while it runs, so a production server reads each
// language once per process (not once per request: ~20 files read and parsed on every page view); a dev server
// reads them per request so edits show at once.
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

/** Every namespace that has a file for the fallback language. */
export const listNamespaces = memoized(async (): Promise<string[]> => {
  try {
    const files = await readdir(path.join(LOCALES_DIR, FALLBACK_LANGUAGE));
    const names = files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
    return [DEFAULT_NS, ...names.filter((n) => n !== DEFAULT_NS).sort()];
  } catch {
    return [DEFAULT_NS];
  }
});

/** All namespaces of one language, read from public/locales. */
export const loadLanguageResources = memoized(async (lang: Language): Promise<I18nResources> => {
  const namespaces = await listNamespaces();
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, await readJson(path.join(LOCALES_DIR, lang, `${ns}.json`))] as const),
  );
  return { [lang]: Object.fromEntries(entries) };
});

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
