'use client';

import { sendReferrerMetrics } from '@/api/generated/endpoints/metrics/metrics';
import { liffDataForBrand } from '@/domain/line-launch';
import { referrerPayload, shouldSendReferrer } from '@/domain/line-referrer';
import { storedState } from '@/lib/stored-state';
import type { LiffHandle } from './liff-sdk';

// Decision: the app id is marked as sent before the call, so a failed call is not repeated in the same session
// (metrics never hold the customer up; "once per session per app id"). A returned userTableId is kept in liffData
// (SPEC 3 "The response may include userTableId"), next to the launch it belongs to, for this brand only.
/** POST /v1/metrics/referrer once per session per LIFF app id, inside the LINE client (SPEC 4 "Other"). */
export async function sendReferrerOnce(input: {
  brandId: string;
  liffId: string;
  restaurantId: string | null;
  liff: LiffHandle;
}): Promise<void> {
  const sent = storedState.get('liffReferrerSent');
  if (!shouldSendReferrer(sent, input.liffId)) return;
  storedState.set('liffReferrerSent', [...(sent ?? []), input.liffId]);
  const data = liffDataForBrand(storedState.get('liffData'), input.brandId);
  try {
    const answer = await sendReferrerMetrics(
      referrerPayload({
        brandId: input.brandId,
        data,
        restaurantId: input.restaurantId,
        accessToken: input.liff.getAccessToken(),
        idToken: input.liff.getIDToken(),
      }),
    );
    if (answer.userTableId) {
      const latest = liffDataForBrand(storedState.get('liffData'), input.brandId) ?? { brandId: input.brandId };
      storedState.set('liffData', { ...latest, userTableId: answer.userTableId });
    }
  } catch {
    // Metrics are best effort: a failed call changes nothing for the customer.
  }
}
