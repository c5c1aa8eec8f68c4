export interface DailyWindow {
  readonly menu: string;
  readonly from: string;
  readonly to: string;
  readonly servings: readonly ('eat_in' | 'takeout')[];
}
export const SCHEDULE: Readonly<Record<string, readonly DailyWindow[]>>;
export const IMMEDIATE_READY_MINUTES: number;
export const RECEIVE_INTERVAL_MINUTES: number;
export function jstIso(ms: number): string;
export function businessDayEnd(ms: number): number;
export function occurrence(window: DailyWindow, at: number): { begin: number; end: number };
export function menuState(
  window: DailyWindow,
  at: number,
): { next: { begin: number; end: number }; available: boolean };
export function menuListAnswer<T>(restaurantId: string, example: T, options: { now: number; at?: number }): T;
export function menuSummariesAnswer<T>(
  restaurantId: string,
  example: T,
  options: { serving: 'eat_in' | 'takeout'; at: number },
): T;
export function menuAnswer<T>(restaurantId: string, menuId: string, example: T, options: { at: number }): T;
export function receiveTimesAnswer<T>(restaurantId: string, example: T, options: { now: number }): T;
export function businessHours(restaurantId: string): { open_time: string; close_time: string } | null;
export function isOpen(restaurantId: string, now: number): boolean;
export function restaurantAt<T>(restaurant: T, now: number): T;
export function scheduledAnswer(options: {
  method: string;
  path: string;
  url: URL;
  json: unknown;
  nowMs: number;
  delta: number;
}): unknown;
