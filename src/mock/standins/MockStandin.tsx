'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { standinReturnHref, type PaymentResult } from '@/domain/payment-return';
import { ShellOptions } from '@/ui/shell/ShellOptions';
import { useHydrated } from '@/lib/hydration-gate';
import type { StandinProvider } from './standin-providers';

/**
 * Mock only (served under /mock-standin/* only against the mock, src/proxy.ts): plays the outside page of a
 * 3-D Secure challenge or a wallet. Approve, cancel and fail send the browser back to the `return_url` of its own
 * address (same-origin paths only) with what a real provider sends: the result and, for wallets, the payment
 * request id.
 */
export function MockStandin({ provider }: { provider: StandinProvider }) {
  const { t } = useTranslation('checkout');
  const params = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  // A tap before hydration would do nothing: the buttons do not look ready until they work.
  const ready = useHydrated();
  const go = (result: PaymentResult) => {
    window.location.assign(
      standinReturnHref(params.get('return_url'), {
        result,
        paymentRequestId: provider === '3ds' ? null : params.get('payment_request_id'),
      }),
    );
  };
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ px: 2, py: 4 }}>
      <ShellOptions header={false} footer={false} cart={false} />
      <Typography id="page-title" variant="h1" component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {t(`standin.title.${provider}`)}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('standin.note', { orderId })}</Typography>
      <Stack spacing={2} sx={{ mt: 3 }}>
        <Button disabled={!ready} variant="contained" onClick={() => go('approved')}>
          {t('standin.approve')}
        </Button>
        <Button disabled={!ready} variant="outlined" onClick={() => go('canceled')}>
          {t('standin.cancel')}
        </Button>
        <Button disabled={!ready} color="error" onClick={() => go('failed')}>
          {t('standin.fail')}
        </Button>
      </Stack>
    </Box>
  );
}
