'use client';

import { useMemo } from 'react';
import { useListReceiveTimes } from '@/api/generated/endpoints/restaurants/restaurants';
import type { TimeWindow } from '@/domain/receive-time';
import { receiveWindowsOf } from '@/domain/receive-time-slots';
import { queryOptionsFor } from '@/lib/query-client';

/** The restaurant's receive windows, and whether the answer is in (or was not asked for). */
export interface ReceiveWindows {
  readonly windows: readonly TimeWindow[];
  readonly settled: boolean;
}

// Decision (issue 27): a screen that shows a receive time away from the picker reads it against the same receive
// windows the picker read its slots against (the receive-times call, shared through its cache, five minutes fresh), so
// a late-night choice reads 24:30 everywhere it read 24:30 in the picker. Asked only when `enabled` (a takeout time is
// shown); until the answer is in, or when it fails, there are no windows and times read on their own calendar date.
/** The receive windows of a restaurant for reading times (receive-time.ts readTime). */
export function useReceiveWindows(restaurantId: string | null | undefined, enabled: boolean): ReceiveWindows {
  const asked = enabled && Boolean(restaurantId);
  const query = useListReceiveTimes(restaurantId ?? '', {
    query: { enabled: asked, ...queryOptionsFor('RECEIVE_TIMES') },
  });
  const windows = useMemo(() => receiveWindowsOf(query.data), [query.data]);
  return { windows, settled: !asked || !query.isPending };
}
