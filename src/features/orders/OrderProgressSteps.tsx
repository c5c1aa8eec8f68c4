'use client';

import { useTranslation } from 'react-i18next';
import type { OrderState } from '@/api/generated/models';
import { orderProgress } from '@/domain/order-state';
import { Notice } from '@/ui/restaurant/Notice';
import styles from './OrderProgressSteps.module.css';

/** MUI's CheckCircle, the icon of a finished step. */
const CHECK_PATH =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

/** A step's icon, as MUI's StepIcon draws it: a tick when finished, else its number in a circle. */
function StepIcon({ number, finished }: { number: number; finished: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {finished ? (
        <path d={CHECK_PATH} />
      ) : (
        <>
          <circle cx="12" cy="12" r="12" />
          <text x="12" y="12" textAnchor="middle" dominantBaseline="central">
            {number}
          </text>
        </>
      )}
    </svg>
  );
}

// ADR 0026: the progress reacts to no tap: an ordered list of plain elements styled by a CSS module (MUI's Stepper
// look with alternative labels), not MUI's Stepper; the canceled note is the light Notice, not MUI's Alert.
/**
 * The order's state as a progress (PENDING → REQUESTED → PREPARED → READY → DELIVERED, without PENDING when paid at
 * the restaurant): finished steps ticked, the current one marked (aria-current="step"); a CANCELED order shows an
 * alert instead of the steps.
 */
export function OrderProgressSteps({ state, paymentMethod }: { state: OrderState; paymentMethod?: string }) {
  const { t } = useTranslation(['orders', 'checkout']);
  const progress = orderProgress(state, paymentMethod);
  return (
    <section aria-labelledby="order-progress-title" className={styles.section}>
      <h2 id="order-progress-title" className={styles.title}>
        {t('detail.progress')}
      </h2>
      <p role="status" className={styles.current}>
        {t('detail.current', { state: t(`checkout:orderState.${state}`) })}
      </p>
      {progress.canceled ? (
        <Notice severity="error" role="alert">
          {t('detail.canceled')}
        </Notice>
      ) : (
        <ol className={styles.steps}>
          {progress.steps.map((step, index) => {
            // The last step, once current, is finished too: nothing follows a handed-over order.
            const finished =
              step.status === 'done' || (step.status === 'current' && step.state === 'ORDER_STATE_DELIVERED');
            const reached = step.status !== 'upcoming';
            return (
              <li
                key={step.state}
                className={reached ? `${styles.step} ${styles.reached}` : styles.step}
                aria-current={step.status === 'current' ? 'step' : undefined}
              >
                <StepIcon number={index + 1} finished={finished} />
                <span className={styles.label} data-step-label="">
                  {t(`checkout:orderState.${step.state}`)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
