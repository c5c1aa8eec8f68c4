'use client';

import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useParams, useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { withFlowReturn } from '@/domain/flow-return';
import { parseServingType, switchAsksReceiveTime, type ServingType } from '@/domain/serving-type';
import { SHORT_LANDSCAPE } from '@/lib/theme';
import { useShellStore } from '@/ui/shell/shell-store';
import { clearStoredReceiveTimes, useServingType } from '@/features/restaurant-flow';

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
    router.push(
      withFlowReturn(
        `/restaurants/${encodeURIComponent(restaurantId)}/select_receivetime`,
        `${here.pathname}${here.search}`,
      ),
    );
  };
  return (
    <RadioGroup
      row
      aria-label={t('header.servingType')}
      value={servingType}
      onChange={(event) => chooseServingType(parseServingType(event.target.value))}
      sx={{ px: 2, pb: 1, justifyContent: 'center', flexWrap: 'nowrap', [SHORT_LANDSCAPE]: { pb: 0 } }}
    >
      <FormControlLabel value="takeout" control={<Radio />} label={t('header.takeout')} />
      <FormControlLabel value="eat_in" control={<Radio />} label={t('header.eatIn')} />
    </RadioGroup>
  );
}
