'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { Notice } from '@/ui/restaurant/Notice';

// Issue 29 (ADR 0009): the order form shows a message box only after something went wrong (a payment page sent the
// customer back, a placing failure), so the box (its icons' paths) loads when one is shown, not with the page. A notice
// the server renders (the payment return's) is in the page's HTML, and its code is fetched with the page then.
/** The message box of `@/ui/restaurant/Notice`, loaded on its first render. */
export const LazyNotice = dynamic<ComponentProps<typeof Notice>>(() =>
  import('@/ui/restaurant/Notice').then((m) => m.Notice),
);
