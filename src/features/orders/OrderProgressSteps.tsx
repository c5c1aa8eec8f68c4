'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderState } from '@/api/generated/models';
import { orderProgress } from '@/domain/order-state';

/**
 * The order's state as a progress (PENDING → REQUESTED → PREPARED → READY → DELIVERED, without PENDING when paid at
 * the restaurant): finished steps ticked, the current one marked (aria-current="step"); a CANCELED order shows an
 * alert instead of the steps.
 */
export function OrderProgressSteps({ state, paymentMethod }: { state: OrderState; paymentMethod?: string }) {
  const { t } = useTranslation(['orders', 'checkout']);
  const progress = orderProgress(state, paymentMethod);
  const current = progress.steps.findIndex((step) => step.status === 'current');
  return (
    <Box component="section" aria-labelledby="order-progress-title" sx={{ my: 2 }}>
      <Typography id="order-progress-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('detail.progress')}
      </Typography>
      <Typography role="status" sx={{ mb: 1 }}>
        {t('detail.current', { state: t(`checkout:orderState.${state}`) })}
      </Typography>
      {progress.canceled ? (
        <Alert severity="error">{t('detail.canceled')}</Alert>
      ) : (
        <Stepper
          component="ol"
          activeStep={current}
          alternativeLabel
          sx={{
            p: 0,
            listStyle: 'none',
            // Decision (issue 27 item 7): at 320 px a step is ~57 px wide; the English labels ("Waiting for payment")
            // are set smaller there, with less side padding, and may break inside a word rather than overlap.
            '& .MuiStep-root': { px: { xs: 0.25, sm: 1 }, minWidth: 0 },
            '& .MuiStepLabel-label': {
              fontSize: { xs: '0.75rem', sm: '0.875rem' },
              lineHeight: 1.3,
              overflowWrap: 'anywhere',
              hyphens: 'auto',
            },
          }}
        >
          {progress.steps.map((step) => (
            <Step
              component="li"
              key={step.state}
              completed={
                step.status === 'done' || (step.status === 'current' && step.state === 'ORDER_STATE_DELIVERED')
              }
              aria-current={step.status === 'current' ? 'step' : undefined}
            >
              <StepLabel>{t(`checkout:orderState.${step.state}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
    </Box>
  );
}
