// The LINE mini-app metrics event (SPEC 3 "Metrics referrer payload", SPEC 4 "once per session per app id").
import type { ReferrerPayload } from '@/api/generated/models';
import type { LiffData } from './line-launch';

/** True when the referrer event for this LIFF app was not sent in this session yet (once per session per app id). */
export function shouldSendReferrer(sentIds: readonly string[] | null | undefined, liffId: string): boolean {
  return !(sentIds ?? []).includes(liffId);
}

/** The metrics referrer payload (SPEC 3): brand, LINE mini-app type, referrer keys, restaurant, LIFF tokens. */
export function referrerPayload(input: {
  brandId: string;
  data: LiffData | null;
  restaurantId: string | null;
  accessToken: string | null;
  idToken: string | null;
}): ReferrerPayload {
  const { data } = input;
  return {
    brandId: input.brandId,
    referrerType: 'REFERRER_TYPE_LINE_MINI_APP',
    ...(data?.referrerKeyUsecase ? { referrerKeyUsecase: data.referrerKeyUsecase } : {}),
    ...(data?.referrerKeyMessage ? { referrerKeyMessage: data.referrerKeyMessage } : {}),
    ...(input.restaurantId ? { restaurantId: input.restaurantId } : {}),
    ...(input.accessToken && input.idToken
      ? { lineMiniAppAuth: { liffAccessToken: input.accessToken, idToken: input.idToken } }
      : {}),
  };
}
