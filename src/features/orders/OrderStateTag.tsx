import type { OrderState } from '@/api/generated/models';
import { orderStateLook } from '@/domain/order-state';
import { stateStyle } from './order-state-colours';
import { OrderStateIconOf } from './order-state-look';
import styles from './OrderStateTag.module.css';

// ADR 0026: a state label reacts to no tap: a plain element styled by a CSS module, not MUI's Chip (same look).
/** An order's state as a small filled label: its colour, its icon and its word (`label`). */
export function OrderStateTag({ state, label }: { state: OrderState; label: string }) {
  return (
    <span className={styles.tag} data-tone={orderStateLook(state).tone} style={stateStyle(state)}>
      <OrderStateIconOf state={state} />
      {label}
    </span>
  );
}
