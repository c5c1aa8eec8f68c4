'use client';

import { useTranslation } from 'react-i18next';
import type { ReceiveTimeOption } from '@/api/generated/models';
import { imageSrc } from '@/domain/image';
import { receivableRangeParts } from '@/domain/receive-time';
import { useLocalized } from '@/lib/i18n/use-language';
import styles from './SelectReceiveTime.module.css';

/** The order windows of the receive-times answer: name, image and range (past midnight as 24:xx). */
export function ReceiveTimeWindows({ windows }: { windows: readonly ReceiveTimeOption[] }) {
  const { t } = useTranslation('restaurants');
  const localized = useLocalized();
  if (windows.length === 0) return null;
  return (
    <section aria-labelledby="receive-windows-title" className={styles.windows}>
      <h2 id="receive-windows-title" className={styles.windowsTitle}>
        {t('receiveTime.windowsTitle')}
      </h2>
      <ul className={styles.windowList}>
        {windows.map((window, index) => {
          const name = localized(window.name, window.nameLanguages);
          const range = receivableRangeParts(window.receivableTimeRange);
          return (
            <li key={`${window.menuId ?? name}-${index}`} className={styles.window}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the image service's sized URL (domain imageSrc), as before; next/image would add its client code */}
              <img
                className={styles.windowImage}
                src={imageSrc(window.imageUrl, 'thumbnail') ?? undefined}
                alt={name}
                width={56}
                height={56}
              />
              <div>
                <p className={styles.windowName}>{name}</p>
                {range ? (
                  <p className={styles.windowRange}>
                    {t('receiveTime.windowRange', { begin: range.begin, end: range.end })}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
