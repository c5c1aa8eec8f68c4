'use client';

import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { buildIcs, icsDataHref } from '@/lib/ics';
import { useHydrated } from '@/lib/hydration-gate';
import { useNow } from '@/lib/use-now';
import { buttonLook } from '@/ui/controls/button-look';
import { ButtonIcon } from '@/ui/controls/ButtonIcon';
import { PathIcon } from '@/ui/controls/PathIcon';
import { orderDetailHref } from './checkout-links';

// Decision (issue 27 item 6): the calendar event starts at the order's receive time (DTSTART in UTC, the instant the
// server gave, so every calendar shows it in its own zone) and lasts 15 minutes, the time it takes to collect an
// order; its title names the brand and restaurant, its place is the restaurant's name and address, its description the
// order number and the order's page, which the event also links (URL). The uid is the order's, so adding it again
// updates the same event. The file is a `data:` link with `download` (no script, nothing to revoke), offered for a
// takeout order still to be collected (eat-in orders are served at the table now).
export const CALENDAR_EVENT_MINUTES = 15;

// Issue 29 (ADR 0026): Material's EventOutlined icon as an inline path (no SvgIcon code).
const EVENT_ICON =
  'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zm0-12H5V6h14zm-7 5h5v5h-5z';

/** "Add to calendar": downloads the order's receive time as an .ics event. */
export function AddToCalendar({
  order,
  brandId,
  placeName,
  location,
  className,
}: {
  order: Order;
  brandId: string;
  /** Brand and restaurant as one name. */
  placeName: string;
  /** The restaurant's name and address. */
  location: string;
  /** The page's spacing around the link. */
  className?: string;
}) {
  const { t } = useTranslation('checkout');
  // Decision (issue 29): the link gets its file once the page has hydrated (ADR 0031), and shows disabled until then.
  // The event names the order's page by its full address, which only the browser knows; React keeps a server-rendered
  // attribute as it is when it hydrates, so a file built by the server would keep an address without its origin.
  const hydrated = useHydrated();
  const now = useNow();
  const url = `${globalThis.location?.origin ?? ''}${orderDetailHref(order.orderId)}`;
  const ics = buildIcs({
    uid: `${order.orderId}-${brandId}@order-ahead`,
    stamp: now,
    start: order.receiveTime,
    durationMinutes: CALENDAR_EVENT_MINUTES,
    summary: t('complete.calendar.summary', { place: placeName }),
    location,
    description: `${t('complete.orderNumberLabel', { number: order.orderNumber })}\n${url}`,
    url,
  });
  if (!ics) return null;
  return (
    // ADR 0032: a plain link with the theme's outlined button look; until hydrated it has no file and says so.
    <a
      href={hydrated ? icsDataHref(ics) : undefined}
      aria-disabled={hydrated ? undefined : true}
      tabIndex={hydrated ? undefined : -1}
      download={`order-${order.orderNumber.replace(/[^\w-]/g, '_')}.ics`}
      className={buttonLook({ variant: 'outlined', fullWidth: true }, className)}
    >
      <ButtonIcon>
        <PathIcon d={EVENT_ICON} size="inherit" />
      </ButtonIcon>
      {t('complete.calendar.add')}
    </a>
  );
}
