import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { restaurantQuery } from '@/api/prefetchable-queries';
import { restaurantIdOfPath } from '@/domain/line-launch';
import { isDocumentRequest } from '@/lib/i18n/server';
import { PATHNAME_HEADER } from './request-headers';
import { ServerData } from './ServerData';

/**
 * The route data the shell itself shows, around the whole shell of a page's first HTML: on a restaurant's pages the
 * footer's inquiry area reads the restaurant (SPEC 2 "Shared layout"). The restaurant layout brings the restaurant
 * again only for the router's requests (`unlessDocument`), where the root layout does not render.
 *
 * Brought by the restaurant layout alone, the restaurant reached the footer in a different order on each side: the
 * server rendered the footer while the page's data was still on its way (the default caption), the browser hydrated
 * it after the page's data was in the cache (the inquiry link). React then threw away the server's HTML and rendered
 * the whole page again in the browser (#418), which e2e/hydration.spec.ts now guards.
 */
export async function ShellData({ children }: { children: ReactNode }) {
  const list = await headers();
  const restaurantId = isDocumentRequest(list) ? restaurantIdOfPath(list.get(PATHNAME_HEADER)) : null;
  if (!restaurantId) return children;
  return <ServerData queries={() => [restaurantQuery(restaurantId)]}>{children}</ServerData>;
}
