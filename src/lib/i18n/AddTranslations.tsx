'use client';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18nResources } from './config';
import { addRouteResources } from './add-route-resources';

/**
 * Adds a route's namespaces (RouteTranslations) to the page's i18next instance before its children render, on the
 * server render, at hydration and on a client navigation alike. Idempotent: a bundle already there is kept.
 */
export function AddTranslations({
  lang,
  resources,
  children,
}: {
  lang: string;
  resources: I18nResources;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  addRouteResources(i18n, lang, resources);
  return children;
}
