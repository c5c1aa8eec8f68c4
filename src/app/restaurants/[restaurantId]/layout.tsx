import type { ReactNode } from 'react';
import { restaurantQuery } from '@/api/prefetchable-queries';
import { ServerData } from '@/server/ServerData';

/**
 * Every restaurant route: the restaurant comes with the first HTML, brought around the whole shell by the root layout
 * (src/server/ShellData.tsx), and with the router's requests from here (src/server/prefetch.server.ts).
 */
export default async function RestaurantLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ restaurantId: string }>;
}) {
  const { restaurantId } = await params;
  return (
    <ServerData queries={() => [restaurantQuery(restaurantId)]} unlessDocument>
      {children}
    </ServerData>
  );
}
