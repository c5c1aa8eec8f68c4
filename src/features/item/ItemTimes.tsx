'use client';

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItemTree } from '@/domain/customization-types';
import { itemAvailabilityNote } from '@/domain/item-availability';
import type { ItemScreenStatus } from '@/domain/item-screen';
import { dayTimeText, itemTimeNotes } from '@/domain/item-time-notes';
import type { ServingType } from '@/domain/serving-type';
import { useReceiveWindows } from '@/features/restaurant-flow';
import styles from './ItemScreen.module.css';

/** What the time notes read: the item, its status, the chosen receive time and the clock's minute. */
export interface ItemTimesProps {
  menuItem: MenuItemTree;
  status: ItemScreenStatus;
  /** The chosen receive time, or now. */
  receiveAt: Date;
  now: number;
  restaurantId: string;
  servingType: ServingType;
}

/**
 * The summary's time notes (SPEC 2 "availability time notes", SPEC 3): from when a sold-out or overtime item can be
 * ordered, then the campaign, pricing sale, sale and latest receive end times. Loaded only for an item that may tell a
 * time (domain mayTellTimes; ItemSummary), with the receive windows it reads them against (issue 29).
 */
export function ItemTimes({ menuItem, status, receiveAt, now, restaurantId, servingType }: ItemTimesProps) {
  const { t } = useTranslation('item');
  // Times read on their own date, the date left out when it is today's; a takeout screen with a time to show reads it
  // against the receive windows, so a time inside a late-night window reads 24:xx as in the picker (issue 27).
  const hasTimes = useMemo(
    () =>
      itemTimeNotes(menuItem, now).length > 0 ||
      itemAvailabilityNote(menuItem, receiveAt, status, { today: now }) !== null,
    [menuItem, receiveAt, status, now],
  );
  const { windows } = useReceiveWindows(restaurantId, servingType === 'takeout' && hasTimes);
  const notes = useMemo(() => itemTimeNotes(menuItem, now, windows), [menuItem, now, windows]);
  // From when a sold-out or overtime item can be ordered, at the chosen receive time (issue 16 item 12).
  const availability = useMemo(
    () => itemAvailabilityNote(menuItem, receiveAt, status, { today: now, windows }),
    [menuItem, receiveAt, status, now, windows],
  );
  return (
    <>
      {availability ? (
        <p className={styles.availability}>
          {t(`common:availability.${availability.kind}`, { when: dayTimeText(availability) })}
        </p>
      ) : null}
      {notes.length > 0 ? (
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note.kind} className={`${styles.caption} ${styles.secondary}`}>
              {t(`item.note.${note.kind}`, { time: dayTimeText(note) })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
