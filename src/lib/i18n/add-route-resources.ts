import type { i18n as I18n } from 'i18next';
import type { I18nResources } from './config';

/**
 * Adds the bundles a route brought (`resources[lang][ns]`) unless the instance has them, and makes each namespace one
 * the instance keeps: a later language change then loads it too (i18next loads the namespaces of `options.ns`), and
 * when the page shows another language than the server rendered in, the namespace is fetched for that one.
 */
export function addRouteResources(i18n: I18n, lang: string, resources: I18nResources): void {
  const namespaces = Object.keys(resources[lang] ?? {});
  for (const ns of namespaces) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, resources[lang]![ns], true, false);
  }
  const kept = i18n.options.ns;
  const keptList = typeof kept === 'string' ? [kept] : (kept ?? []);
  const missing = namespaces.filter((ns) => !keptList.includes(ns) || !i18n.hasResourceBundle(i18n.language, ns));
  // Nothing to fetch when the bundles are in the current language (the usual case): loadNamespaces only records them.
  if (missing.length > 0) void i18n.loadNamespaces(missing);
}
