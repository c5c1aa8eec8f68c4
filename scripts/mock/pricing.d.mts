import type { Catalogue } from './state.mjs';

type Json = Record<string, unknown>;
type TaxRate = 'EIGHT_PERCENT' | 'TEN_PERCENT';
export interface TaxDetail {
  tax_rate: TaxRate;
  taxable_amount: number;
  tax_amount: number;
}
export interface CalculatedCoupon {
  coupon_code?: string;
  coupon_id?: string;
  discount_price: number;
  remaining_amount: number;
  is_valid: boolean;
  reward_type: string;
  has_target_items: boolean;
}
export interface OrderCalculation {
  total_price: number;
  subtotal_price: number;
  discount_price: number;
  has_coupon_item: boolean;
  coupon?: CalculatedCoupon;
  tax_details: TaxDetail[];
}
export interface OrderCoupon {
  coupon_code?: string;
  coupon_id?: string;
  name: string;
  discount_price: number;
}
export const TAX_PERCENT: Readonly<Record<TaxRate, number>>;
export const COUPON_TERMS: Readonly<Record<string, { discount?: number; minimum?: number; targetItemIds?: string[] }>>;
export function orderLine(catalogue: Catalogue, requested: Json): Json & { item_id: string; quantity: number };
export function optionLine(catalogue: Catalogue, requested: Json): Json & { item_id: string; quantity: number };
export function lineSubtotal(line: Json): number;
export function amountsByRate(
  catalogue: Catalogue,
  items: Json[],
  optionItems: Json[],
  servingType: string | undefined,
): Record<TaxRate, number>;
export function includedTax(amount: number, taxRate: TaxRate): number;
export function taxDetails(
  amounts: Record<TaxRate, number>,
  discount: number,
  servingType: string | undefined,
): TaxDetail[];
export function couponFor(
  catalogue: Catalogue,
  request: Json,
  context: { items: Json[]; subtotal: number; loggedIn: boolean },
): { calculated: CalculatedCoupon | undefined; discount: number; applied: OrderCoupon | null };
export function priceOrder(
  catalogue: Catalogue,
  request: Json,
  options?: { loggedIn?: boolean },
): { items: Json[]; option_items: Json[]; calculation: OrderCalculation; coupon: OrderCoupon | null };
