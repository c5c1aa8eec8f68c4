import type { Coupon, LanguageText, PricingCoupon } from '@/api/generated/models';
import type { CouponKey } from '@/domain/coupon-flow';

/** A time range with both ends as the API sends them. */
export interface CouponRange {
  readonly from: string | null;
  readonly to: string | null;
}

/** What the coupon screens show, the same for a coupon (id) and a pricing coupon (code) (SPEC 2 "Coupon screens"). */
export interface CouponView {
  readonly key: CouponKey;
  readonly name: string;
  readonly nameLanguages: readonly LanguageText[];
  readonly imageUrl: string | null;
  /** The available (usable) time range. */
  readonly availableRange: CouponRange;
  /** The range in which the coupon can be fetched (the available-notice dialog). */
  readonly fetchableRange: CouponRange;
  /** Uses per customer; null or 0 = unlimited. */
  readonly usageLimit: number | null;
  readonly note: string | null;
  readonly noteLanguages: readonly LanguageText[];
}

/** A fetched coupon with its kind. */
export type FetchedCoupon =
  { readonly kind: 'id'; readonly coupon: Coupon } | { readonly kind: 'code'; readonly coupon: PricingCoupon };

// Decision: a coupon by id has one range (availableTimeRange), shown both as its available and its fetchable range.
/** The screen view of a fetched coupon. */
export function couponView(fetched: FetchedCoupon): CouponView {
  if (fetched.kind === 'id') {
    const c = fetched.coupon;
    const range = { from: c.availableTimeRange?.timeFrom ?? null, to: c.availableTimeRange?.timeTo ?? null };
    return {
      key: { kind: 'id', value: c.couponId },
      name: c.name,
      nameLanguages: c.nameLanguages ?? [],
      imageUrl: c.imageUrl || null,
      availableRange: range,
      fetchableRange: range,
      usageLimit: c.usageLimitCount ?? null,
      note: c.note ?? null,
      noteLanguages: c.noteLanguages ?? [],
    };
  }
  const p = fetched.coupon;
  return {
    key: { kind: 'code', value: p.couponCode },
    name: p.name,
    nameLanguages: p.nameLanguages ?? [],
    imageUrl: p.imageUrl || null,
    availableRange: { from: p.dateRange?.startDate ?? null, to: p.dateRange?.finishDate ?? null },
    fetchableRange: { from: p.fetchableDateRange?.startDate ?? null, to: p.fetchableDateRange?.finishDate ?? null },
    usageLimit: p.usageCount?.limit ?? null,
    note: p.note ?? null,
    noteLanguages: p.noteLanguages ?? [],
  };
}
