import type { ReactNode } from 'react';
import { AddTranslations } from './AddTranslations';
import { ROUTE_NAMESPACES, type TranslatedRoute } from './route-namespaces';
import { broughtByLayout, getRequestLanguage, loadNamespaceResources } from './server';

/**
 * ADR 0025: a route's own translation namespaces (ROUTE_NAMESPACES), handed to the client inside this route's RSC
 * payload on a client navigation, so no extra request; on a page load the root layout already brought them (next to
 * the shell's, where they compress together) and nothing is repeated. Wrap a page's content in it:
 * `<RouteTranslations route="/orders/[orderId]">…</RouteTranslations>`.
 */
export async function RouteTranslations({ route, children }: { route: TranslatedRoute; children: ReactNode }) {
  const lang = await getRequestLanguage();
  const brought = broughtByLayout();
  const namespaces = ROUTE_NAMESPACES[route].filter((ns) => !brought.includes(ns));
  if (namespaces.length === 0) return children;
  const resources = await loadNamespaceResources(lang, namespaces);
  return (
    <AddTranslations lang={lang} resources={resources}>
      {children}
    </AddTranslations>
  );
}
