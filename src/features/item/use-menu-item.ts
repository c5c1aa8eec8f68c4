'use client';

import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { applyMenuViewOnly, menuItemQueryOptions, useMenuItemRequest } from '@/features/menus';

/**
 * The item detail call with the SPEC 7 query (servingType omitted in view-only mode, receiveTime for takeout with a
 * chosen time, coupon id/code when held), under the key a menu card's prefetch uses (menus useMenuItemRequest and
 * menuItemQueryOptions). A response's isMenuViewOnly is applied (flag set, receive times cleared).
 */
export function useMenuItem(restaurantId: string, menuId: string, itemId: string, enabled: boolean) {
  const { params, servingType, receiveTimes, isMenuViewOnly } = useMenuItemRequest();
  const query = useQuery({
    ...menuItemQueryOptions(restaurantId, menuId, itemId, params),
    enabled: enabled && Boolean(restaurantId && menuId && itemId),
  });

  // Decision: each answer is applied once (its request and time). The flag changes the request (servingType and
  // receiveTime go or come back), so answers of the two requests that disagree would otherwise flip the flag, and the
  // request, back and forth for ever (the fuzz suite's random answers did: React's "Maximum update depth exceeded").
  const viewOnly = query.data?.isMenuViewOnly;
  const answeredAt = query.dataUpdatedAt;
  const applied = useRef(new Set<string>());
  useEffect(() => {
    if (viewOnly === undefined) return;
    const answer = `${JSON.stringify(params)}@${answeredAt}`;
    if (applied.current.has(answer)) return;
    applied.current.add(answer);
    applyMenuViewOnly(viewOnly);
  }, [viewOnly, params, answeredAt]);

  return { query, params, servingType, receiveTimes, isMenuViewOnly };
}
