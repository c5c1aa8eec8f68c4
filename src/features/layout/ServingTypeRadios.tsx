'use client';

import { useParams, useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { parseServingType, switchAsksReceiveTime, type ServingType } from '@/domain/serving-type';
import { RadioOption } from '@/ui/controls/RadioOption';
import { useShellStore } from '@/ui/shell/shell-store';
import { clearStoredReceiveTimes, useServingType } from '@/features/restaurant-flow';
import styles from './ServingTypeRadios.module.css';

const SERVING_TYPES = [
  { value: 'takeout', label: 'header.takeout' },
  { value: 'eat_in', label: 'header.eatIn' },
] as const satisfies readonly { value: ServingType; label: string }[];

// Issue 29 (ADR 0026): native radios styled by a CSS module (src/ui/controls/RadioOption), not MUI's RadioGroup.
/** The header's serving-type radios (takeout / eat-in), shown on the menu list and menu pages. */
export function ServingTypeRadios() {
  const { t } = useTranslation();
  const [servingType, setServingType] = useServingType();
  const restaurantId = useParams<{ restaurantId?: string }>()?.restaurantId ?? null;
  const router = useRouter();
  const setFlowNavigationPending = useShellStore((state) => state.setFlowNavigationPending);
  // A switch to takeout asks for its receive time (domain switchAsksReceiveTime), then comes back here.
  const chooseServingType = (next: ServingType) => {
    const from = servingType;
    setServingType(next);
    if (!restaurantId || !switchAsksReceiveTime(from, next)) return;
    // The page's callback guard sees the receive time go and would replace the route with the callback page,
    // racing this push and losing the way back (issue 16 h): it stands aside until the route changed.
    setFlowNavigationPending(true);
    clearStoredReceiveTimes();
    const here = new URL(window.location.href);
    // Issue 29: the flow's return rule (domain flow-return) is fetched by this tap, not with the menu pages.
    void import('@/domain/flow-return').then(({ withFlowReturn }) =>
      router.push(
        withFlowReturn(
          `/restaurants/${encodeURIComponent(restaurantId)}/select_receivetime`,
          `${here.pathname}${here.search}`,
        ),
      ),
    );
  };
  return (
    <div role="radiogroup" aria-label={t('header.servingType')} className={styles.group}>
      {SERVING_TYPES.map((option) => (
        <RadioOption
          key={option.value}
          name="serving-type"
          value={option.value}
          checked={servingType === option.value}
          onChange={(event) => chooseServingType(parseServingType(event.target.value))}
          label={t(option.label)}
        />
      ))}
    </div>
  );
}
