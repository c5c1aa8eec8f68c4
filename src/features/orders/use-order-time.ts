'use client';

import { useCallback } from 'react';
import { readInstant } from '@/domain/time-zone';
import { formatBusinessDate } from '@/domain/business-date';
import { useLanguage } from '@/lib/i18n/use-language';

// Decision (issue 27): an order's receive time reads alone, on its own calendar date (the day changing at local
// midnight): an order for 0:30 on the 22nd reads 11月22日(日) 0:30, one for 7:12 on a Thursday reads that Thursday
// 7:12. The order carries no receive windows, so it never reads 24:xx.
/** An order's receive time as its date (e.g. 11月21日(土)) and time (H:mm, SPEC 9). */
export function useOrderTime(): (iso: string) => { date: string; time: string } {
  const { language } = useLanguage();
  return useCallback(
    (iso: string) => {
      const reading = readInstant(iso);
      return {
        date: reading ? formatBusinessDate(reading.date, language) : '',
        time: reading?.time ?? '',
      };
    },
    [language],
  );
}
