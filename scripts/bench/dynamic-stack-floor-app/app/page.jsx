import { headers } from 'next/headers';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { ANSWERS_JSON, MENU_KEY, RESTAURANT_KEY } from './floor-data.mjs';
import { Menu } from './menu.jsx';

// Rendered for every request, like the app's pages (which read the Host for the brand and a per-request nonce).
export const dynamic = 'force-dynamic';

/** The menu page of the dynamic stack floor (no app code): the restaurant and its menu prefetched, then dehydrated. */
export default async function Page() {
  await headers();
  const answers = JSON.parse(ANSWERS_JSON);
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: RESTAURANT_KEY, queryFn: () => answers.restaurant }),
    queryClient.prefetchQuery({ queryKey: MENU_KEY, queryFn: () => answers.menu }),
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Menu restaurantKey={RESTAURANT_KEY} menuKey={MENU_KEY} />
    </HydrationBoundary>
  );
}
