'use client';

import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { parseServingType } from '@/domain/serving-type';
import { useShellStore } from './shell-store';

/** The header's optional takeout / eat-in radios (shell option `servingTypeRadios`). */
export function ServingTypeRadios() {
  const { t } = useTranslation();
  const servingType = useShellStore((state) => state.servingType);
  const setServingType = useShellStore((state) => state.setServingType);
  return (
    <RadioGroup
      row
      aria-label={t('header.servingType')}
      value={servingType}
      onChange={(event) => setServingType(parseServingType(event.target.value))}
      sx={{ px: 2, pb: 1, justifyContent: 'center' }}
    >
      <FormControlLabel value="takeout" control={<Radio />} label={t('header.takeout')} />
      <FormControlLabel value="eat_in" control={<Radio />} label={t('header.eatIn')} />
    </RadioGroup>
  );
}
