'use client';

import { useCallback } from 'react';
import { businessDateOf, formatBusinessTime } from '@/domain/receive-time';
import { formatBusinessDate } from '@/features/restaurant-flow';
import { useLanguage } from '@/lib/i18n/use-language';

/** An order's receive time as its business date (e.g. 11月21日(土)) and time (H:mm, 24:xx past midnight, SPEC 9). */
export function useOrderTime(): (iso: string) => { date: string; time: string } {
  const { language } = useLanguage();
  return useCallback(
    (iso: string) => {
      const business = businessDateOf(iso);
      return {
        date: business ? formatBusinessDate(business, language) : '',
        time: formatBusinessTime(iso, business ? { businessDate: business } : {}) ?? '',
      };
    },
    [language],
  );
}
